"""Pure game logic (standard library only): cards, house rules, paying out a hand, the referee."""
