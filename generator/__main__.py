"""python3 -m generator: render generated/ from backends.yaml.

  python3 -m generator            write what changed (nothing else is touched)
  python3 -m generator --check    render in memory; print a unified diff and exit 1 if generated/ is stale
  python3 -m generator --list     print the output paths
  python3 -m generator --explain AUTODIFF_MISMATCH
                                  print the error page of a status (also SY_E_..., lower case, or its code)

The error reference, one page per status of backends.yaml, goes to
docs/errors/ (when there is a docs/ folder; --docs names another). Its pages
list where each status is raised, found in the generated C, runtime/*.c and
the backends' kernels/ (next to the yaml), so those are inputs too. See
generator/errors.py. The support table of the ops, ops.md (which backend runs
which op on which dtype, the families, the op functions), goes next to that
folder: docs/ops.md. See generator/opsdoc.py.

README.md (when there is one; --readme names another) holds a copy of the
pair grid of generated/PAIRS.md between the lines `<!-- pairs:begin ... -->`
and `<!-- pairs:end -->`, and may hold the table of moves between plain,
autodiff and capture devices (`<!-- moves:begin ... -->`, `<!-- moves:end -->`)
and the op functions of ops.md (`<!-- ops:begin ... -->`, `<!-- ops:end -->`):
they are rewritten with generated/ (and --check reports them stale like a
generated file). See generator/readme.py.

Exit status: 0 success, 1 stale (--check), 2 an error in backends.yaml, the
generated/ or docs/errors/ folder or the README's block (nothing is written
then), or a status --explain does not know.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from . import errors as errors_mod
from . import model as model_mod
from . import readme as readme_mod
from . import render
from .source import SpecError

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m generator", description=__doc__.splitlines()[0])
    parser.add_argument("--yaml", default="backends.yaml", help="input file (default: backends.yaml)")
    parser.add_argument("--out", default="generated", help="output folder (default: generated)")
    parser.add_argument("--templates", default=str(ROOT / "templates"), help=argparse.SUPPRESS)
    parser.add_argument("--readme", default=None,
                        help="the README whose pair-matrix block is rewritten (default: README.md, if there is one)")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--check", action="store_true", help="exit 1 with a diff when the output folder is stale")
    mode.add_argument("--list", action="store_true", help="print the output files")
    mode.add_argument("--explain", metavar="STATUS",
                      help="print the error page of a status: AUTODIFF_MISMATCH, SY_E_AUTODIFF_MISMATCH or -4")
    parser.add_argument("--docs", default=None,
                        help="the folder of the error pages (default: docs/errors, if there is a docs/ folder);"
                             " ops.md goes into its parent folder")
    parser.add_argument("-q", "--quiet", action="store_true", help="print nothing on success")
    args = parser.parse_args(argv)

    out_dir = Path(args.out)
    docs_dir = Path(args.docs) if args.docs else (Path("docs/errors") if Path("docs").is_dir() else None)
    docs_root = docs_dir.parent if docs_dir is not None else None  # where ops.md goes
    if args.list and docs_dir is None:
        for _template, name in render.OUTPUTS:
            print(out_dir / name)
        return 0
    try:
        model = model_mod.load(args.yaml)
    except SpecError as exc:
        print(exc, file=sys.stderr)
        return 2
    if args.list:
        assert docs_dir is not None  # listed above without it
        for _template, name in render.OUTPUTS:
            print(out_dir / name)
        for name in sorted(f"{e.name}.md" for e in model.errors) + [errors_mod.INDEX]:
            print(docs_dir / name)
        for _template, name in render.DOC_OUTPUTS:
            print(docs_dir.parent / name)
        return 0
    files = render.render(model, Path(args.templates))
    doc_files = render.render(model, Path(args.templates), render.DOC_OUTPUTS)
    if args.explain is not None or docs_dir is not None:
        env = render.environment(Path(args.templates))
        srcs = errors_mod.sources(model, files, str(out_dir), Path(args.yaml).parent)
        pages = errors_mod.render(model, env, lambda name: render.banner(name, model), srcs)
    if args.explain is not None:
        status = errors_mod.lookup(model, args.explain)
        if status is None:
            hint = errors_mod.suggestion(model, args.explain)
            print(f"error: no status '{args.explain}' in {args.yaml}" + (f"; did you mean '{hint}'?" if hint else
                  f" (statuses: {', '.join(e.enum for e in model.errors)})"), file=sys.stderr)
            return 2
        sys.stdout.write(errors_mod.without_banner(pages[f"{status.name}.md"]))
        return 0
    plan = render.plan(files, out_dir)
    docs_plan = render.plan(pages, docs_dir) if docs_dir is not None else None
    # docs/ also holds hand-written files: only ops.md is the generator's there
    root_plan = render.plan(doc_files, docs_root, owned=False) if docs_root is not None else None
    foreign = [(out_dir, name) for name in plan.foreign]
    foreign += [(docs_dir, name) for name in docs_plan.foreign] if docs_dir is not None and docs_plan else []
    if foreign:
        for folder, name in foreign:
            print(f"{folder / name}: error: not written by the generator; {folder}/ holds only generated files "
                  f"(move it elsewhere)", file=sys.stderr)
        return 2
    try:
        readme = readme_mod.plan(args.readme or "README.md", files["PAIRS.md"], required=args.readme is not None,
                                 ops_md=doc_files["ops.md"])
    except readme_mod.ReadmeError as exc:
        print(exc, file=sys.stderr)
        return 2
    readme_stale = readme is not None and readme.stale
    docs_stale = docs_plan is not None and bool(docs_plan.write or docs_plan.delete)
    root_stale = root_plan is not None and bool(root_plan.write)
    ops_doc = [str(docs_root / name) for _template, name in render.DOC_OUTPUTS] if docs_root is not None else []
    if args.check:
        if plan.write or plan.delete or readme_stale or docs_stale or root_stale:
            sys.stdout.write(render.diff(files, out_dir, plan))
            stale = [str(out_dir / n) for n in plan.write + plan.delete]
            parts = [f"{out_dir}/"] if stale else []
            if docs_stale:
                assert docs_dir is not None and docs_plan is not None
                sys.stdout.write(render.diff(pages, docs_dir, docs_plan, str(docs_dir)))
                stale += [str(docs_dir / n) for n in docs_plan.write + docs_plan.delete]
                parts.append(f"{docs_dir}/")
            if root_stale:
                assert docs_root is not None and root_plan is not None
                sys.stdout.write(render.diff(doc_files, docs_root, root_plan, str(docs_root)))
                stale += [str(docs_root / n) for n in root_plan.write]
                parts += [str(docs_root / n) for n in root_plan.write]
            if readme_stale:
                assert readme is not None
                sys.stdout.write(readme_mod.diff(readme))
            if not readme_stale:
                what = f"{_listed(parts)} {'is' if len(parts) == 1 else 'are'} stale ({', '.join(stale)})"
            elif stale:
                assert readme is not None
                what = f"{_listed(parts + [readme.shown])} are stale ({', '.join(stale + [readme.shown])})"
            else:
                assert readme is not None
                why = readme.why(str(out_dir / "PAIRS.md"), _listed(ops_doc) or f"the op functions of {args.yaml}")
                what = f"{readme.shown} is stale ({why})"
            print(f"{what}; run `make generate` and commit the result", file=sys.stderr)
            return 1
        if not args.quiet:
            both = f"{_listed([f'{out_dir}/', f'{docs_dir}/', *ops_doc])} are" if docs_plan is not None else \
                f"{out_dir}/ is"
            print(f"{both} up to date with {args.yaml}")
        return 0
    render.write(files, out_dir, plan)
    if docs_dir is not None and docs_plan is not None:
        render.write(pages, docs_dir, docs_plan)
    if docs_root is not None and root_plan is not None:
        render.write(doc_files, docs_root, root_plan)
    if readme is not None and readme_stale:
        readme_mod.write(readme)
    if not args.quiet:
        if plan.write or plan.delete or readme_stale or docs_stale or root_stale:
            for name in plan.write:
                print(f"wrote {out_dir / name}")
            for name in plan.delete:
                print(f"deleted {out_dir / name}")
            if docs_dir is not None and docs_plan is not None and docs_stale:
                for name in docs_plan.write:
                    print(f"wrote {docs_dir / name}")
                for name in docs_plan.delete:
                    print(f"deleted {docs_dir / name}")
            if docs_root is not None and root_plan is not None:
                for name in root_plan.write:
                    print(f"wrote {docs_root / name}")
            if readme is not None and readme_stale:
                print(f"wrote {readme.shown} ({readme.what})")
        else:
            print(f"{_listed([f'{out_dir}/', f'{docs_dir}/', *ops_doc])} already up to date" if docs_plan is not None
                  else f"{out_dir}/ already up to date")
    return 0


def _listed(items: list[str]) -> str:
    """a; a and b; a, b and c."""
    return ", ".join(items[:-1]) + " and " + items[-1] if len(items) > 1 else "".join(items)


if __name__ == "__main__":
    sys.exit(main())
