"""The Rage CCG table kit: what both editions' tables (`rage-lv`, the relaunch, and
`rage-classic`, the 1995 original) are built from. Each edition's folder composes these parts
with its own layout and words; nothing here names an edition or imports its rules."""
