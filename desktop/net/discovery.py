"""Finding tables on the LAN: mDNS/DNS-SD with zeroconf, and host:port typed by hand.

Each hosted table is one `_ragetable._tcp.local.` service whose TXT record carries the game,
seats, free seats, host name, protocol and table id. Multicast is often blocked (guest Wi-Fi,
firewalls, containers): then advertising and browsing log a warning and do nothing, and the
lobby falls back to `probe(host, port)`, which asks a host directly.

Zeroconf's blocking API must not run on the host's event loop, so the advertiser works on its
own thread and the host's callbacks only hand it the latest table summaries.
"""

from __future__ import annotations

import contextlib
import logging
import socket
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from desktop.net.wire import NET_PROTOCOL, SERVICE_TYPE

log = logging.getLogger(__name__)

DEFAULT_PORT = 47474


@dataclass(frozen=True)
class TableInfo:
    """A table a lobby can list and join."""

    name: str
    address: str
    port: int
    game: str
    seats: int
    free: int
    host_name: str
    protocol: int
    table: str
    phase: str = "lobby"
    source: str = "mdns"

    @property
    def compatible(self) -> bool:
        return self.protocol == NET_PROTOCOL


def parse_address(text: str, default_port: int = DEFAULT_PORT) -> tuple[str, int]:
    """'host', 'host:port' or '[v6]:port' -> (host, port); ValueError with a clear message."""
    text = text.strip()
    if not text:
        raise ValueError("Type the host's address, e.g. 192.168.1.20:47474.")
    host, port = text, default_port
    if text.startswith("["):
        host, _, rest = text[1:].partition("]")
        if rest.startswith(":"):
            port = _port(rest[1:])
    elif text.count(":") == 1:
        host, _, raw = text.partition(":")
        port = _port(raw)
    if not host:
        raise ValueError(f"{text!r} has no host name.")
    return host, port


def _port(raw: str) -> int:
    if not raw.isdigit() or not 0 < int(raw) < 65536:
        raise ValueError(f"{raw!r} is not a port number (1-65535).")
    return int(raw)


def probe(host: str, port: int, timeout: float = 5.0) -> list[TableInfo]:
    """The manual fallback: ask a host for its tables (raises OSError if it cannot be reached)."""
    from desktop.net.client import Client

    client = Client(host, port, name="lobby", auto_reconnect=False, timeout=timeout)
    try:
        hello = client.connect()
    finally:
        client.close()
    return [
        table_info(t, host, port, str(hello.get("host", host)), int(hello["protocol"]), "manual")
        for t in hello.get("tables", [])
    ]


def table_info(
    summary: dict[str, Any], address: str, port: int, host_name: str, protocol: int, source: str
) -> TableInfo:
    """A table as a host's hello or its mDNS record sums it up."""
    return TableInfo(
        name=str(summary.get("name", "")),
        address=address,
        port=port,
        game=str(summary.get("game", "")),
        seats=int(summary.get("seats", 0)),
        free=int(summary.get("free", 0)),
        host_name=host_name,
        protocol=protocol,
        table=str(summary.get("table", "")),
        phase=str(summary.get("phase", "")),
        source=source,
    )


def _service_name(summary: dict[str, Any]) -> str:
    # DNS-SD instance names are at most 63 bytes; the table id keeps them unique.
    label = f"{summary.get('name', 'Rage Table')} [{summary['table']}]"
    while len(label.encode()) > 63:
        label = label[:-9] + label[-8:]
    return f"{label}.{SERVICE_TYPE}"


def _open_zeroconf(interfaces: list[str] | None) -> Any:
    from zeroconf import InterfaceChoice, Zeroconf

    # use_asyncio=False: our own thread, whatever event loop the caller runs.
    return Zeroconf(interfaces=interfaces or InterfaceChoice.All, use_asyncio=False)


def local_addresses() -> list[str]:
    """IPv4 addresses others on the LAN may reach us at (loopback only as a last resort)."""
    found: list[str] = []
    try:
        import ifaddr  # installed with zeroconf

        for adapter in ifaddr.get_adapters():
            for ip in adapter.ips:
                if isinstance(ip.ip, str) and not ip.ip.startswith(("127.", "169.254.")):
                    found.append(ip.ip)
    except Exception:  # enumerating interfaces is best effort
        log.debug("could not list interfaces", exc_info=True)
    return found or ["127.0.0.1"]


class Advertiser:
    """Publishes the host's tables; `publish` may be called from any thread, at any rate."""

    def __init__(
        self,
        port: int,
        *,
        host_name: str | None = None,
        interfaces: list[str] | None = None,
        addresses: list[str] | None = None,
    ) -> None:
        self.port = port
        self.host_name = host_name or socket.gethostname()
        self.interfaces = interfaces
        self.addresses = addresses or interfaces or local_addresses()
        self.available = True
        self._pending: dict[str, dict[str, Any] | None] = {}
        self._lock = threading.Lock()
        self._wake = threading.Event()
        self._stop = False
        self._thread = threading.Thread(target=self._run, name="net-advertise", daemon=True)
        self._thread.start()

    def publish(self, summary: dict[str, Any]) -> None:
        """Advertise (or update) a table from its `Table.summary()`."""
        with self._lock:
            self._pending[summary["table"]] = dict(summary)
        self._wake.set()

    def withdraw(self, table_id: str) -> None:
        with self._lock:
            self._pending[table_id] = None
        self._wake.set()

    def close(self, timeout: float = 5.0) -> None:
        self._stop = True
        self._wake.set()
        self._thread.join(timeout)

    def _run(self) -> None:
        try:
            zc = _open_zeroconf(self.interfaces)
        except Exception as exc:  # no multicast here: the manual address still works
            log.warning("LAN advertising is off (multicast unavailable: %s)", exc)
            self.available = False
            return
        services: dict[str, Any] = {}
        try:
            while not self._stop:
                self._wake.wait()
                self._wake.clear()
                with self._lock:
                    batch, self._pending = self._pending, {}
                for table_id, summary in batch.items():
                    if self._stop:
                        break
                    try:
                        self._apply(zc, services, table_id, summary)
                    except Exception as exc:
                        log.warning("advertising table %s failed: %s", table_id, exc)
        finally:
            for info in services.values():
                with contextlib.suppress(Exception):
                    zc.unregister_service(info)
            zc.close()

    def _apply(
        self, zc: Any, services: dict[str, Any], table_id: str, summary: dict[str, Any] | None
    ) -> None:
        from zeroconf import ServiceInfo

        old = services.get(table_id)
        if summary is None:
            if old is not None:
                zc.unregister_service(services.pop(table_id))
            return
        info = ServiceInfo(
            SERVICE_TYPE,
            old.name if old is not None else _service_name(summary),
            addresses=[socket.inet_aton(a) for a in self.addresses if _is_v4(a)],
            port=self.port,
            properties={
                "game": summary["game"],
                "name": summary.get("name", ""),
                "seats": str(summary["seats"]),
                "free": str(summary["free"]),
                "phase": summary.get("phase", ""),
                "host": self.host_name,
                "protocol": str(NET_PROTOCOL),
                "table": table_id,
            },
            server=f"{_dns_label(self.host_name)}.local.",
        )
        if old is None:
            zc.register_service(info, allow_name_change=True)
        else:
            zc.update_service(info)
        services[table_id] = info
        log.info("advertising %s (%s free)", info.name, summary["free"])


def _is_v4(address: str) -> bool:
    try:
        socket.inet_aton(address)
    except OSError:
        return False
    return True


def _dns_label(name: str) -> str:
    cleaned = "".join(ch if ch.isalnum() or ch == "-" else "-" for ch in name.split(".")[0])
    return cleaned[:63] or "rage-table"


class TableBrowser:
    """Lists advertised tables as they come and go; `tables()` is safe from any thread."""

    def __init__(
        self,
        *,
        interfaces: list[str] | None = None,
        on_change: Callable[[list[TableInfo]], None] | None = None,
    ) -> None:
        self.on_change = on_change
        self.available = True
        self._found: dict[str, TableInfo] = {}
        self._lock = threading.Lock()
        self._zc: Any = None
        self._browser: Any = None
        try:
            from zeroconf import ServiceBrowser

            self._zc = _open_zeroconf(interfaces)
            self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._on_service])
        except Exception as exc:
            log.warning("LAN discovery is off (multicast unavailable: %s); type an address", exc)
            self.available = False
            self.close()

    def tables(self) -> list[TableInfo]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.host_name, t.name))

    def _on_service(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
        else:
            try:
                info = zeroconf.get_service_info(service_type, name, 3000)
            except Exception as exc:
                log.info("could not resolve %s: %s", name, exc)
                return
            table = _from_service(info) if info is not None else None
            if table is None:
                return
            with self._lock:
                self._found[name] = table
        if self.on_change is not None:
            try:
                self.on_change(self.tables())
            except Exception:
                log.exception("browser on_change failed")

    def close(self) -> None:
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if self._zc is not None:
            self._zc.close()
            self._zc = None


def _from_service(info: Any) -> TableInfo | None:
    props = {
        (k.decode() if isinstance(k, bytes) else str(k)): (
            v.decode() if isinstance(v, bytes) else ""
        )
        for k, v in (info.properties or {}).items()
    }
    addresses: Iterable[str] = info.parsed_addresses()
    address = next(iter(addresses), None)
    if address is None or not info.port:
        return None
    try:
        return TableInfo(
            name=props.get("name", ""),
            address=address,
            port=int(info.port),
            game=props.get("game", ""),
            seats=int(props.get("seats", "0")),
            free=int(props.get("free", "0")),
            host_name=props.get("host", ""),
            protocol=int(props.get("protocol", "0")),
            table=props.get("table", ""),
            phase=props.get("phase", ""),
        )
    except ValueError:
        log.info("ignoring a malformed advertisement %s", info.name)
        return None


def browse(seconds: float, interfaces: list[str] | None = None) -> list[TableInfo]:
    """Tables heard of within `seconds` (blocking; for scripts and the CLI)."""
    import time

    browser = TableBrowser(interfaces=interfaces)
    try:
        time.sleep(seconds if browser.available else 0)
        return browser.tables()
    finally:
        browser.close()
