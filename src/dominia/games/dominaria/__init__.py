"""Heroes of Dominaria."""
