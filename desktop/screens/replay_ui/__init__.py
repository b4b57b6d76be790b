"""Parts of the replay screen: the table factories, the control bar, a list picker, the screen."""
