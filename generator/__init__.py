"""switchyard's generator: backends.yaml in, C dispatch sources out.

model.py parses and validates the yaml into frozen dataclasses, plan.py
makes the decisions the C needs, render.py renders templates/ with Jinja2
(the templates only loop and substitute; hand-written C is in runtime/).
"""
