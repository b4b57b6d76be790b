"""Running a game for the desktop: seats as controllers, bots off the frame loop."""
