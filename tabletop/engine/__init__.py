"""The rules core: pure Python, never imports pygame."""
