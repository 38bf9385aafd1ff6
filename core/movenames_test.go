package core

import "testing"

func TestReadBearing(t *testing.T) {
	cases := []struct {
		name, side string
		want       Bearing
		ok         bool
	}{
		{"bankLeft", "", BankLeft, true},
		{"BANK LEFT", "", BankLeft, true},
		{"bank", "left", BankLeft, true},
		{"bank", "", "", false},
		{"bankLeft", "left", BankLeft, true},
		{"bankLeft", "right", BankLeft, false},
		{"straight", "left", Straight, false},
		{"F", "", Straight, true},
		{"S", "", Reverse, true},
		{"f", "", "", false}, // the dial's letters are capitals
		{"Segnor's loop left", "", SegnorLeft, true},
		{"Segnor’s Loop Left", "", SegnorLeft, true},
		{"tallon roll", "right", TallonRight, true},
		{"reverse bank", "left", ReverseBankLeft, true},
		{"reverse", "", Reverse, true},
		{"k-turn", "", Koiogran, true},
		{"up", "", "", false},
	}
	for _, c := range cases {
		got, ok := readBearing(c.name, c.side)
		if ok != c.ok || (ok && got != c.want) {
			t.Errorf("readBearing(%q, %q) = %q, %v; want %q, %v", c.name, c.side, got, ok, c.want, c.ok)
		}
	}
	// Every API name and every dial letter reads as itself.
	for i, b := range Bearings {
		if got, ok := readBearing(string(b), ""); !ok || got != b {
			t.Errorf("%q reads as %q", b, got)
		}
		if got, ok := readBearing(bearingCodes[i:i+1], ""); !ok || got != b {
			t.Errorf("letter %q reads as %q, want %q", bearingCodes[i], got, b)
		}
	}
}

func TestReadManeuverLeavesUnknownNamesForValidate(t *testing.T) {
	m := Maneuver{Action: "cartwheel", Direction: "up"}
	if err := ReadManeuver(&m, "", "direction"); err != nil {
		t.Fatal(err)
	}
	if m.Action != "cartwheel" {
		t.Fatalf("action rewritten to %q", m.Action)
	}
	if e := m.Validate(); e == nil {
		t.Fatal("an unknown action validated")
	}
}
