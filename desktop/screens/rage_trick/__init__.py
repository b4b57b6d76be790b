"""The RAGE trick-taking game at the table: its screen, faces, sidebar, demo and registration."""
