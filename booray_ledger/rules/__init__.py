"""Pure game logic (standard library only): cards, house rules, hand settlement, the referee."""
