"""The app's scenes: title menu, new game, files, settings, the table and its dialogs."""
