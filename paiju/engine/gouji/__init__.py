"""Gouji (够级): six players, two federations, four packs."""
