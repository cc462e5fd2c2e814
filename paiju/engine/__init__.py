"""Pure rules logic, one package per game: no click, no printing."""
