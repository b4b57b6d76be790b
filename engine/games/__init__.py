"""One package per ruleset: rage_trick, ragers, rage_lv, …"""
