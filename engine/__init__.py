"""Rage Table's rules engine: pure Python, no pygame, no desktop imports."""
