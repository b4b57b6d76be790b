"""LAN play: a host-authoritative table server, its client, discovery and a headless bot.

No pygame here: a headless host runs without a display, and the Host/Join screens call this
API. See `wire.py` for the message format and `host.py`, `client.py` for the two ends.
"""

from desktop.net.client import Client, RemoteError, TableState
from desktop.net.host import Host, HostConfig, HostThread
from desktop.net.seats import TableConfig
from desktop.net.table import Table
from desktop.net.wire import NET_PROTOCOL, SERVICE_TYPE

__all__ = [
    "NET_PROTOCOL",
    "SERVICE_TYPE",
    "Client",
    "Host",
    "HostConfig",
    "HostThread",
    "RemoteError",
    "Table",
    "TableConfig",
    "TableState",
]
