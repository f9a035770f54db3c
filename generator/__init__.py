"""switchyard's generator: backends.yaml in, C dispatch sources out.

model.py parses and validates the yaml into frozen dataclasses, names.py
makes the decisions the C needs, render.py renders templates/ with Jinja2.
"""
