// Type declarations for web/xwing.js and globalThis.xwing (docs/api.md).

/** A board position or vector in millimetres (origin top-left, y down). */
export interface Point { x: number; y: number }

export type Size = "small" | "medium" | "large" | "huge";
export type Edition = "2e" | "1e";
/** "xwa" X-Wing Alliance (the default), "legacy" 2.0 Legacy, "amg" AMG's 2.5: the cards, and in 2e the attack rules. */
export type Ruleset = "xwa" | "legacy" | "amg";
export type Arc2e = "front" | "rear" | "left" | "right" | "fullFront" | "fullRear" | "bullseye" | "singleTurret" | "doubleTurret";
export type Arc1e = "primary" | "auxRear" | "aux180" | "mobile" | "special" | "bullseye";
export type Arc = Arc2e | Arc1e;
/** The arcs a measurement or an outline reports: standard arcs, never turrets. */
export type StandardArc = Exclude<Arc, "singleTurret" | "doubleTurret">;
export type TurretPosition = "front" | "rear" | "left" | "right" | "front-rear" | "left-right";
export type Relation = "inFront" | "behind" | "flanking";
export type Obstruction = "clear" | "obstructed" | "choice";
/** A range band 0..5, or null beyond range 5. */
export type Band = 0 | 1 | 2 | 3 | 4 | 5 | null;

export interface Weapon {
  name: string;
  /** An arc of the edition, or "turret360" (1e turret weapons). */
  arc: Arc | "turret360";
  /** Integer 0..5. A primary weapon may leave it out: its ruleset's (0; 1 in 2.0 Legacy and 1e). */
  minRange?: number;
  /** Integer 1..5, at least minRange. A primary weapon may leave it out: 3. */
  maxRange?: number;
  /** Primary weapon (2e: range 0-3, 1-3 in 2.0 Legacy; in 1e and 2.0 Legacy only primaries get the range bonus). Default false. */
  primary?: boolean;
  /** Torpedoes, missiles: no range bonus in 2e. Default false. */
  ordnance?: boolean;
  /** e.g. "torpedo": a 1e secondary weapon that may use the special arc. */
  kind?: string;
  /** Attack value (dice); informational. */
  value?: number;
}

/** A ship on the board. One of size, ship and pilot is required. */
export interface Ship {
  /** Base centre in mm, |x|, |y| <= 1e6. */
  x: number;
  y: number;
  /** Degrees clockwise, 0 = facing the top edge. */
  heading: number;
  size?: Size;
  /** Catalog id (xws), e.g. "t65xwing": gives size and primary weapons. */
  ship?: string;
  /** Names the ship in results. */
  id?: string;
  /** Ships of the same non-empty team never attack each other. */
  team?: string;
  /** Pilot xws id (pilots()) of the call's ruleset, e.g. "lukeskywalker": gives the ship and its primary attacks. */
  pilot?: string | null;
  /**
   * Upgrade xws ids (upgrades()), at most 32: their weapons are added and
   * their grants apply. Absent: a pilot with a standard loadout carries it.
   * An upgrade the ship can't carry throws a RangeError at upgrades[k].
   */
  upgrades?: string[];
  /** A turret indicator's position; null (as squad() gives) or absent: none, or front for a turret ship. */
  turret?: TurretPosition | null;
  /** Whose cards pilot and upgrades are when the call's options (or a board's state) don't say; default "xwa". The cards only, not the attack rules. squad() sets it. */
  ruleset?: Ruleset;
  /** 1e mobile arc pointer. */
  mobile?: "front" | "rear" | "left" | "right";
  /** Replaces the catalog's, the pilot's and the upgrades' weapons (at most 32). */
  weapons?: Weapon[];
}

/** A simple polygon of 3 to 1000 points, or an official obstacle token placed by type. */
export type Obstacle = { id?: string; points: Point[] } | ObstacleToken;

export type TokenKind = "asteroid" | "debris" | "gas" | "chaff" | "bomb" | "mine" | "remote";

/** An official token of tokens() placed on the board (GEOMETRY.md section 10). */
export interface PlacedToken {
  /** A tokens() id, e.g. "coreasteroid5", "protonbombs", "drk1probedroid". */
  type: string;
  /** Centre in mm, |x|, |y| <= 1e6. */
  x: number;
  y: number;
  /** Degrees clockwise, as a ship's. */
  heading: number;
  /** The back side: the front mirrored (x -> -x in the token frame) before turning. Default false. */
  flipped?: boolean;
  /** Names it in answers. */
  id?: string;
}

/** An obstacle token: its type's kind is asteroid, debris, gas or chaff. */
export type ObstacleToken = PlacedToken;

/** A device (bomb, mine) or a remote: board's state.tokens. */
export interface Token extends PlacedToken {
  /** Ships of the same non-empty team don't attack a remote; none: everyone's enemy. */
  team?: string;
}

/** One official token of pieces.tsv: tokens(). */
export interface TokenType {
  id: string;
  name: string;
  kind: TokenKind;
  /** What is written on it to tell it apart on a board: "A1" (core asteroid 1), "D1", "G1", "PB" (Proton Bomb). */
  mark: string;
  /** Extent of the outline along its x and y, in mm. */
  width: number;
  length: number;
  /** The outline in its own frame (mm, origin at its centre, y down at heading 0), clockwise on screen. */
  points: Point[];
}

export interface Options {
  edition?: Edition;
  /** 3..5: the reach of 2e arcs (Epic). */
  maxRange?: 3 | 4 | 5;
  /** Default "xwa". Its cards must be loaded (loadCards) for pilots and upgrades. */
  ruleset?: Ruleset;
}

export interface Measurement {
  range: Band;
  /** Millimetres. */
  distance: number;
  /** Closest point on the measuring ship (its arc edge for an attack range). */
  from: Point;
  /** Closest point on the other thing. */
  to: Point;
}

/** measure()'s answer: the range ruler between two ends, a Measurement from a to b. */
export interface RulerMeasurement extends Measurement {
  /** The ends touch or overlap (range 0 in 2e, range 1 in 1e). */
  touching: boolean;
  /** What the ruler reads: "range 3", "range 0 (touching)", "beyond range 5". */
  words: string;
  /** The ruler's label: "250.0 mm, range 3". */
  text: string;
}

/** The selected ship's verdict on another ship, worded by the engine. */
export interface Verdict {
  /** The other ship's index in state.ships. */
  index: number;
  /** "target": an enemy it can attack; "invalid": a ship left out. */
  kind: "target" | "enemy" | "friend" | "invalid";
  /** "Vader is in your front arc at range 0, touching; clear shot." */
  headline: string;
  /** "Primary (front, range 0–3): in range 1, clear shot; +1 attack die.", ... */
  details: string[];
}

/** What the verdicts call the pieces, by index (board() and diagram()). */
export interface PieceNames {
  /** Per ship; default its id, else its catalog name, else "Ship n". */
  labels?: string[];
  /** Per obstacle; default its id, else an official token's name ("core asteroid 5"), else "obstacle n". */
  obstacleLabels?: string[];
  /** board() only: false leaves the verdicts out (verdicts [], obstacleRanges ""), e.g. for a drag's frames. */
  verdicts?: boolean;
}

/** An attack range measured inside an arc: the standard arc used. */
export interface ArcMeasurement extends Measurement { arc: StandardArc }

export interface AttackOption extends Measurement {
  /** The target's id, or its index in ships when it has none. */
  target: string | number;
  /** The weapon's name. */
  weapon: string;
  /** The arc measured in (turrets report the standard arc). */
  arc: StandardArc | "turret360";
  /** The weapon is ordnance (no range bonus in 2e). */
  ordnance: boolean;
  /** Extra dice: the range bonus (2e: every weapon without ordnance; 1e: primaries), +1 defense when obstructed. */
  bonus: { attack: number; defense: number };
  obstruction: Obstruction;
  /** Obstacle ids (or indices) that the shortest lines cross. */
  obstructedBy: (string | number)[];
}

export interface ArcOutline { arc: StandardArc; range: number; points: Point[] }
export interface RangeOutline { range: number; points: Point[] }

export interface CatalogShip {
  id: string;
  name: string;
  size: Size;
  weapons: Weapon[];
  turret: "" | "single" | "double";
  turretPositions: TurretPosition[];
  /** How the ship rotates its turret, e.g. "action". */
  rotate: string;
  /** The ship ability that limits its arcs or ranges, quoted. */
  notes: string;
  factions: string[];
  /** Pilots whose primary attacks differ. */
  variants: { pilots: string[]; weapons: Weapon[] }[];
  /** The ship's dial as its card prints it (X-Wing Alliance's cards, dials.tsv); empty for a ship without one (huge ships). */
  dial: { speed: number; bearing: Bearing; difficulty: "blue" | "white" | "red" | "purple" }[];
}

/** A dial maneuver (docs/maneuvers.md). */
export type Bearing = "straight" | "bankLeft" | "bankRight" | "turnLeft" | "turnRight" | "koiogran" | "segnorLeft" | "segnorRight"
  | "tallonLeft" | "tallonRight" | "stationary" | "reverse" | "reverseBankLeft" | "reverseBankRight";
export interface ManeuverMove {
  /** 0-5, as the bearing's templates come: straights, Koiogran turns and reverses 1-5, the others 1-3, stationary 0 (a huge ship's 0-bank: bank with speed 0). */
  speed: number;
  /** A Bearing, or another spelling of one (docs/api.md: "bank left", "Koiogran turn", a dial letter, or "bank" with direction). */
  bearing: Bearing | (string & {});
  /** The side of a bearing named without one ("bank", "turn", "tallon roll", ...). */
  direction?: "left" | "right";
  /** A Tallon roll's place along the template's end; default middle. */
  position?: "front" | "middle" | "rear";
}
/** A barrel roll, boost or decloak. */
export interface ActionMove {
  action: "barrelroll" | "boost" | "decloak";
  /** barrelroll: left | right; boost: straight | left | right (1-straight, 1-bank); decloak: left | right | straight (2-straight). */
  direction: "left" | "right" | "straight";
  /**
   * A barrel roll's template: the 1-straight (default) or the 1-bank curving forward or backward.
   * A boost's: the one its direction names (default: "straight" ahead, "bank" left or right), or
   * "turn", the 1-turn left or right (Daredevil, Extreme Maneuvers). A decloak has none (the 2-straight).
   */
  template?: "straight" | "bankForward" | "bankBackward" | "bank" | "turn";
  /** A barrel roll's, or a decloak's at the side: where the ship ends along the template; default middle (a boost's is not used). */
  position?: "front" | "middle" | "rear";
}
/** A device dropped (from the rear guides, default) or launched (front guides). */
export interface DeviceMove {
  /** A bomb, mine or remote of tokens() (a remote is dropped and launched as a device is). */
  device: string;
  /** Default: the 1-straight. */
  template?: { speed: number; bearing: "straight" | "bankLeft" | "bankRight" | "turnLeft" | "turnRight" | (string & {}); direction?: "left" | "right" };
  from?: "rear" | "front";
}
export type Move = ManeuverMove | ActionMove | DeviceMove;

/** move()'s answer: where the ship ends and what its move meets. */
export interface MoveAnswer {
  /** Where the ship ends (after any bump; where it started for a failed action or a device). */
  x: number; y: number; heading: number;
  /** Where the template would put it. */
  planned: { x: number; y: number; heading: number };
  /** The template's outline as laid, clockwise on screen; [] when stationary. */
  template: Point[];
  /** Moved back along the template: it would have overlapped another base. */
  bumped: boolean;
  /** An action that could not be done: the ship stays. */
  failed: boolean;
  /** Ships (board indices) its planned pose overlapped. */
  overlaps: number[];
  /** board.obstacles indices under the template, the final base or both. */
  obstacles: { index: number; where: "template" | "base" | "both" }[];
  /** board.tokens (devices, remotes) indices under it. */
  tokens: { index: number; where: "template" | "base" | "both" }[];
  /** The final base or the template is partly off the play area. */
  fled: boolean;
  /**
   * A dropped or launched device and the ships (board indices) at range 0-1 of it; side: the
   * other tokens of a set it places with it (Cluster Mines' side tokens, left then right), [] for one token.
   */
  token: null | { type: string; x: number; y: number; heading: number; ships: number[]; side: { type: string; x: number; y: number; heading: number; ships: number[] }[] };
  /** The dial's colour; null when the ship has no dial, the dial lacks it, or for actions and devices. */
  difficulty: null | "blue" | "white" | "red" | "purple";
  /** In a player's words: "The TIE/ln Fighter's dial has no straight 1." */
  warnings: string[];
  /** "Bank 2 left: lands clear." */
  headline: string;
}

/** move()'s board: a board state, and the play area the ship may flee. */
export interface MoveBoard extends Omit<BoardState, "ships"> {
  ships?: Ship[];
  /** The play area: standard (914.4 mm square, default) or epic (1828.8 x 914.4). */
  area?: "standard" | "epic";
}

export interface BoardState extends Options {
  ships: (Ship & { move?: Move })[];
  /** The play area planned moves may flee: standard (default) or epic. */
  area?: "standard" | "epic";
  obstacles?: Obstacle[];
  /** Devices and remotes, at most 100. */
  tokens?: Token[];
  /** Index into ships; -1 or absent: none. */
  selected?: number;
  /** The arcs to outline for the selected ship (at most 16); absent: every arc the edition draws. */
  arcs?: Arc[];
}

/** What a page draws of a ship, from the engine. */
export interface Piece {
  /** The base, in mm. */
  width: number;
  length: number;
  /** The arcs the ship has: its weapons' (turrets where they point) and its bullseye. */
  arcs: StandardArc[];
  /** Where its label goes, behind the base. */
  label: Point;
}

/** A piece board() left out, and why. */
export interface Problem {
  /** e.g. "ships[3].x". */
  path: string;
  name: "TypeError" | "RangeError";
  message: string;
}

/** How to draw an obstacle: `<path d={path} transform={transform}>`. */
export interface ObstaclePiece {
  /** The token's type, kind and name; "" for a polygon. */
  type: string;
  kind: TokenKind | "";
  name: string;
  /** A token's outline in its own frame; a polygon's in board mm. */
  path: string;
  /** "translate(x y) rotate(heading)", then " scale(-1 1)" for the back side; "" for a polygon. */
  transform: string;
}

/** One ship's attack on a remote: an AttackOption whose other end is the attacker. */
export interface RemoteAttack extends Omit<AttackOption, "target"> {
  /** The attacking ship's id, or its index in ships. */
  attacker: string | number;
}

/** A range from a ship (or to one), named by id or index. */
export interface RangeEntry { target: string | number; index: number; range: Measurement }

/** What board() answers for a device or a remote. */
export interface TokenView {
  /** The token's id, or its index in state.tokens. */
  target: string | number;
  type: string;
  kind: TokenKind;
  name: string;
  /** Its outline, in its own frame. */
  path: string;
  /** The edge of range 1 around it, in its own frame (within 0.1 mm). */
  ring: string;
  /** Places path and ring on the board. */
  transform: string;
  /** Every ship at range 0-1 of it ("each ship at range 0-1"), in board order. */
  near: RangeEntry[];
  /** A remote: every ship's attacks on it; a device: []. */
  attacks: RemoteAttack[];
}

export interface BoardView {
  /** attacks[i]: every attack option of ships[i]; null for a ship left out (problems). */
  attacks: (AttackOption[] | null)[];
  /** pieces[i]: how to draw ships[i]; null for a ship left out. */
  pieces: (Piece | null)[];
  /** obstacles[k]: how to draw state.obstacles[k]; null for one left out. */
  obstacles: (ObstaclePiece | null)[];
  /** tokens[k]: state.tokens[k]'s answer; null for one left out. */
  tokens: (TokenView | null)[];
  /** Ships, obstacles and tokens left out: their errors. */
  problems: Problem[];
  /** moves[i]: ships[i]'s planned move (state.ships[i].move), resolved in order; null with none. Everything else answers after the moves. */
  moves: (MoveAnswer | null)[];
  /** The selected ship's verdicts: targets, enemies, friends, then ships left out; [] with none selected. */
  verdicts: Verdict[];
  /** "Obstacles: asteroid 1 at range 2; ..." from the selected ship, or "". */
  obstacleRanges: string;
  selected: null | {
    index: number;
    /**
     * SVG transform, "translate(x y) rotate(heading)", that puts arcs and
     * rings (in the ship's frame: x right, y toward the rear, origin at the
     * base's center) on the board.
     */
    transform: string;
    /** The arcs asked for (default: every arc shape of the edition), ranges 1..N, as SVG path data in mm, in the ship's frame. */
    arcs: { arc: StandardArc; range: number; path: string }[];
    /** Plain range 1..N around the base, in the ship's frame; label: where its number goes on the board. */
    rings: { range: number; path: string; label: Point }[];
    others: {
      target: string | number;
      index: number;
      range: Measurement;
      relation: Relation | null;
      arcs: ArcMeasurement[];
    }[];
    obstacles: RangeEntry[];
    /** Its plain range to every token. */
    tokens: RangeEntry[];
  };
}

/**
 * A squad in XWS 2.0 (squad builders' "export XWS"). Slot keys are hints
 * (an upgrade is known by its id); upgrades may be a flat array of ids;
 * name stands for the id when id is missing (XWS 1). Unknown fields are
 * ignored.
 */
export interface XWS {
  name?: string;
  faction: string;
  /** Case-insensitive: "XWA", "AMG", "legacy". */
  ruleset?: string;
  /** A builder's entry, e.g. { yasb: { builder: "YASB 2.0" } } (2.0 Legacy), or a builder whose name says XWA ("YASB - X-Wing 2.5 XWA": X-Wing Alliance). */
  vendor?: Record<string, unknown>;
  obstacles?: unknown[];
  pilots: { id?: string; ship?: string; name?: string; upgrades?: Record<string, string[]> | string[] }[];
  [field: string]: unknown;
}

/** A ship squad() made: ready for the other functions. */
export interface SquadShip extends Ship {
  id: string;
  /** null: a ship kept without its unknown pilot (lenient), with its catalog primaries. */
  pilot: string | null;
  ship: string;
  upgrades: string[];
  team: string;
  turret: TurretPosition | null;
  /**
   * The ship's slots in the card's order (then those its upgrades add),
   * each with the upgrade the slot rules put in it (null: free; a cannon,
   * torpedo or missile without a slot of its own goes in a Weapon
   * Hardpoint). Empty for a ship without pilot.
   */
  slots: { slot: string; upgrade: string | null }[];
  /** The ruleset whose cards armed it: the other calls (and toXWS) arm it with them when their options don't say. */
  ruleset: Ruleset;
}

export interface SquadOptions {
  /** The cards the squad is read with; default the one the XWS says or hints at, else "xwa". */
  ruleset?: Ruleset;
  /** Every ship's team; default the faction. */
  team?: string;
  /** The player's edge: the setup area is within range 1 of it. Default "bottom". */
  edge?: "bottom" | "top";
  /** mm; default 914.4, Epic 1828.8. */
  boardWidth?: number;
  /**
   * Leave out unknown and illegal upgrades, listing them in warnings,
   * instead of throwing; a ship whose type is known is never dropped.
   */
  lenient?: boolean;
  /** Ids already on the board: the squad's ids avoid them. */
  takenIds?: string[];
}

export interface Pilot { id: string; name: string; caption: string; ship: string; faction: string; initiative: number }
export interface Upgrade { id: string; name: string; back: string; slots: string[]; loadoutOnly: boolean }

export interface DiagramOptions extends PieceNames {
  caption?: string;
  theme?: "light" | "dark";
  /** "fit" (default): the pieces and their surroundings; "whole": the play area. */
  view?: "fit" | "whole";
  /** px, 240..4000, default 800. */
  width?: number;
}

/** A squad() answer. */
export interface Squad {
  name: string;
  faction: string;
  /** The ruleset the squad was read under. */
  ruleset: Ruleset;
  /** Where ruleset came from: options.ruleset, the list (its ruleset field or builder), or the default (the list doesn't say). */
  rulesetFrom: "options" | "list" | "default";
  ships: SquadShip[];
  /** The list's obstacle names, as given (at most six). */
  obstacles: string[];
  /** What was left out or read another way, as a player reads it: "Luke Skywalker: Proton Torpedoes: no free torpedo slot". */
  warnings: { path: string; message: string }[];
}

/** What addCards answers: the ruleset loaded and how many cards it holds. */
export interface CardsLoaded { ruleset: Ruleset; name: string; pilots: number; upgrades: number }

export interface RulesetInfo {
  id: Ruleset;
  /** "X-Wing Alliance", "2.0 Legacy", "AMG 2.5". */
  name: string;
  /** The card data the loaded file was made from; "" until it is loaded. */
  source: string;
  loaded: boolean;
  /** 0 until loaded. */
  pilots: number;
  upgrades: number;
}

/**
 * The errors every function throws carry the bad value's path: TypeError,
 * RangeError, or Error for cards not loaded yet ("cards for the ruleset
 * "xwa" are not loaded: await xwing.loadCards("xwa") first").
 */
export interface XWingError extends Error {
  /** e.g. "ships[3].x"; "" for the arguments as a whole. */
  path: string;
}

/**
 * The engine. Every function throws a TypeError (wrong or missing type) or
 * RangeError (value out of its domain) whose message starts with the
 * function's name and the field path, e.g.
 * "inArc: attacker.heading: want a finite number, got NaN", with the path
 * also as error.path (XWingError).
 */
export interface XWing {
  readonly version: string;
  inArc(attacker: Ship, target: Ship, arc: Arc, options?: Options): boolean;
  /** to: a ship, an obstacle or any token; with an arc, a ship or a remote. */
  rangeTo(from: Ship, to: Ship | Obstacle | Token, options?: Options & { arc?: Arc }): (Measurement & { arc?: StandardArc | "turret360" }) | null;
  within(a: Ship, b: Ship, n: number, options?: Options): boolean;
  beyond(a: Ship, b: Ship, n: number, options?: Options): boolean;
  relation(ship: Ship, other: Ship, options?: Options): Relation | null;
  attackOptions(attacker: Ship, ships: Ship[], options?: Options & { obstacles?: Obstacle[] }): AttackOption[];
  arcOutline(ship: Ship, arc: Arc, options?: Options): ArcOutline[];
  rangeOutline(ship: Ship, options?: Options): RangeOutline[];
  catalog(): CatalogShip[];
  /**
   * The whole board in one call. It keeps what its last call computed: a state that differs by
   * one piece is answered in time proportional to that piece, with exactly a fresh call's answer.
   * Through load(), the parts equal to the last answer's are that answer's own objects: read them,
   * don't change them.
   */
  board(state: BoardState, options?: PieceNames): BoardView;
  /** The range ruler: each end a ship (its base) or a point { x, y }. */
  measure(a: Ship | Point, b: Ship | Point, options?: Options): RulerMeasurement;
  /** Moves a ship (docs/maneuvers.md): ship is a Ship, or an index into board.ships (the others are the board's other ships). */
  move(ship: Ship | number, move: Move, board?: MoveBoard): MoveAnswer;
  weapons(ship: Ship, options?: Options): Required<Weapon>[];
  squad(xws: XWS | string, options?: SquadOptions): Squad;
  /** ships: ships, or a squad() answer (its ruleset and name stand when options don't say); else the ships' own ruleset, else "xwa". */
  toXWS(ships: Ship[] | SquadShip[] | Squad, options?: { name?: string; ruleset?: Ruleset }): { name: string; faction: string; ruleset: Ruleset; pilots: { id: string; ship: string; upgrades: Record<string, string[]> }[] };
  /** Every pilot of options.ruleset: by ship, then faction, then id. */
  pilots(options?: Options): Pilot[];
  /** Every upgrade card of options.ruleset, by id. */
  upgrades(options?: Options): Upgrade[];
  /**
   * Fetches cards-<ruleset>.txt next to the engine and adds it, once per
   * ruleset (a failed fetch is tried again on the next call); no ruleset:
   * every one's. In Node, load() has read them all already.
   */
  loadCards(ruleset: Ruleset): Promise<CardsLoaded>;
  loadCards(): Promise<CardsLoaded[]>;
  /** Loads one ruleset's card file (its text); a bad or stale file throws a RangeError. */
  addCards(text: string): CardsLoaded;
  /** Every ruleset, the default first, and what is loaded of it. */
  rulesets(): RulesetInfo[];
  /** Every official token of pieces.tsv, a fresh copy each call. */
  tokens(): TokenType[];
  /**
   * The board drawn as one self-contained SVG document (safe for wiki
   * upload). Obstacle tokens are drawn as their outlines, state.tokens
   * (devices, remotes) as their outlines with the dashed edge of range 1.
   * Part of the engine: it answers right after load().
   */
  diagram(state: BoardState, options?: DiagramOptions): string;
  /**
   * Kept for compatibility: the diagram was a module of its own and is
   * part of the engine now, so this resolves at once and downloads
   * nothing (url is ignored).
   */
  loadDiagram(url?: string | URL): Promise<void>;
}

/** How much of the engine has arrived: bytes decoded so far, and their total (0: unknown). */
export interface LoadProgress { loaded: number; total: number }

/**
 * Loads the engine once (later calls return the same promise). onProgress
 * is told how the download goes (a call made during it, at once how far
 * it is).
 */
export function load(url?: string | URL, options?: { onProgress?: (progress: LoadProgress) => void }): Promise<XWing>;

declare global {
  // eslint-disable-next-line no-var
  var xwing: XWing | undefined;
}
