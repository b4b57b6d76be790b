"""Rage Table's pygame-ce desktop client."""
