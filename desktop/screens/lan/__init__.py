"""Play on LAN: the Join screen (tables found on the network, or an address), the Host screen,
the lobby, and the LAN table (a game's own table on a `RemoteRunner`, with chat, seat status
and undo votes around it).

    menu "Play on LAN" -> JoinScreen -> (HostScreen ->) LobbyScreen -> LanTableScreen
"""

from desktop.screens.lan.join import LAN, JoinScreen

__all__ = ["LAN", "JoinScreen"]
