package cards

import "github.com/xwing-arcs/arcs/core"

// Weapons returns every weapon ship s attacks with in the second edition:
// its primary attacks, then each upgrade's attack, in that order (for an
// armed ship, see Arm), as the engine attacks with them.
func Weapons(s core.Ship) []core.Weapon { return s.WeaponsIn(core.Second) }
