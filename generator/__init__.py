"""switchyard's generator: backends.yaml in, C dispatch sources out.

spec.py holds the model (frozen dataclasses and enums), model.py parses and
validates the yaml into it, plan.py makes the decisions the C needs, and
render.py renders templates/ with Jinja2 (the templates only loop and
substitute; hand-written C is in runtime/).
"""
