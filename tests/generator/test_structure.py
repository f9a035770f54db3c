"""The structure of the generated C, checked against backends.yaml read
independently of the generator (yaml.safe_load for values, yaml.compose for
positions) and against tables of what each op class means.

Every backend name, count and pair comes from that reading of the real file;
the few checks that spell out particular backends run on the tiny
document (tiny.py) and say so in their names. test_plan_render.py checks
the same files against generator.plan's objects."""

from __future__ import annotations

import itertools
import re

import pytest
import yaml

from generator import claims as claims_mod

# ---- an independent reading of backends.yaml ------------------------------------------------

# what a family's attribute types mean as C parameters (runtime/sy_contract.h, README's API)
ATTR_PARAMS = {"shape": "const int64_t *{n}, int rank", "perm": "const int *{n}, int rank", "axis": "int {n}",
               "bool": "bool {n}", "dtype": "sy_dtype {n}", "float": "double {n}", "device": "sy_device {n}",
               "int": "int64_t {n}", "enum": "int {n}", "comm": "sy_comm *{n}"}
# the int lists of `kernel: op` families: a pointer and a count, or a pointer to N values
LIST_PARAMS = {"int[]": "const int64_t *{n}, int n_{n}", "axes": "const int64_t *{n}, int n_{n}",
               **{f"int[{k}]": "const int64_t *{n}" for k in range(1, 9)},
               **{f"int[<={k}]": "const int64_t *{n}, int n_{n}" for k in range(1, 9)}}


class Spec:
    """backends.yaml as plain data, with the name generated comments give every entry."""

    def __init__(self, text: str):
        self.data = yaml.safe_load(text)
        root = yaml.compose(text)
        self.sections = sections = {k.value: v for k, v in root.value}
        self.pos = {}
        for section, key in (("dtypes", "name"), ("backends", "name"), ("ops", "name"), ("errors", "name")):
            for node in sections[section].value:
                name = next(v.value for k, v in node.value if k.value == key)
                self.pos[section, name] = f"{section}[{name}]"
        for node in sections["transfers"].value if "transfers" in sections else []:
            ends = {k.value: v.value for k, v in node.value}
            self.pos["transfers", (ends["from"], ends["to"])] = f"transfers[{ends['from']}->{ends['to']}]"
        self.dtypes = [d["name"] for d in self.data["dtypes"]]
        self.category = {d["name"]: d["category"] for d in self.data["dtypes"]}
        # the device backends (real and capture); a `kind: mpi` layer is no device backend (Model.mpi)
        self.backends = [b for b in self.data["backends"] if b.get("kind") != "mpi"]
        self.mpi = [b for b in self.data["backends"] if b.get("kind") == "mpi"]
        self.real = [b for b in self.backends if b.get("kind", "real") not in ("capture", "remote")]
        self.by_name = {b["name"]: b for b in self.backends}
        self.ops = self.data["ops"]
        self.families = {f["name"]: f for f in self.data["families"]}
        self.op = {o["name"]: o for o in self.ops}
        self.transfers = {(t["from"], t["to"]): t["function"] for t in self.data.get("transfers") or []}
        self.errors = self.data["errors"]

    def params(self, op) -> list[tuple[str, str]]:
        """(name, type) of the parameters of op's family signature, read plainly: `(a: T, axis: axis) -> T`."""
        inside = self.families[op["family"]]["signature"].split("(", 1)[1].split(")", 1)[0]
        pairs = [p.strip().split(": ") for p in re.split(r",(?![^{]*\})", inside) if p.strip()]
        # optional marks and defaults left out (the = of int[<=N] is the type's)
        return [(n.rstrip("?"), re.split(r"=(?!\d+\])", t)[0].strip()) for n, t in pairs]

    def results(self, op) -> list[str]:
        """The out parameters: `out` for one result, else each result's name."""
        after = self.families[op["family"]]["signature"].split("->", 1)[1].strip()
        if not after.startswith("("):
            return ["out"]
        return [p.split(":")[0].strip() for p in after[1:-1].split(",")]

    def inputs(self, op) -> tuple[str, ...]:
        """Tensor inputs: a type variable (upper case) or Tensor<...>."""
        return tuple(n for n, t in self.params(op) if t[0].isupper())

    def kernel(self, op) -> str | None:
        k = self.families[op["family"]]["kernel"]
        return None if k == "view" else k

    def expand(self, names) -> list[str]:
        """dtype names and categories -> dtype names, in dtype order."""
        chosen: set[str] = set()
        for n in names:
            chosen |= {d for d in self.dtypes if self.category[d] == n} if n in ("float", "int", "bool") else {n}
        return [d for d in self.dtypes if d in chosen]

    def key_pos(self, backend: str, op: str) -> str:
        """Where a backend's ops name `op`: its key in an ops mapping or its item in an ops list
        (backends[b].ops.op), or the `all` of `ops: all` (backends[b].ops)."""
        ops = self.by_name[backend]["ops"]
        return f"backends[{backend}].ops" if ops == "all" else f"backends[{backend}].ops.{op}"

    def mask(self, names) -> str:
        chosen = [d for d in self.dtypes if d in names]
        if not chosen:
            return "0u"
        return "SY__DT_ALL" if len(chosen) == len(self.dtypes) else " | ".join(f"SY__DT_{d.upper()}" for d in chosen)

    @staticmethod
    def cfg(b) -> str:
        return b.get("cfg", f"SY_WITH_{b['name'].upper()}")

    def own(self, b) -> dict[str, list[str]]:
        """op -> dtypes the backend's own kernels implement."""
        ops = b.get("ops", [])
        if ops == "all":  # what the kernels' claims take (generator/claims.py; tested in test_claims.py)
            claims = claims_mod.read(b["name"], tuple(d.upper() for d in self.dtypes)) \
                if claims_mod.has_folder(b["name"]) else None
            own = {o["name"]: [d for d in self.expand(o["dtypes"])
                               if claims is None or claims.takes(o["name"], d.upper())]
                   for o in self.ops if self.kernel(o)}
            return {op: dts for op, dts in own.items() if dts}
        if isinstance(ops, list):
            return {n: self.expand(self.op[n]["dtypes"]) for n in ops}
        return {n: self.expand(d) for n, d in ops.items()}

    def chain(self, b) -> list:
        """b's fallback, that one's fallback, and on."""
        out = []
        while b.get("fallback"):
            b = self.by_name[b["fallback"]]
            out.append(b)
        return out

    @staticmethod
    def enum(kind: str, name: str) -> str:
        return f"SY_{kind}_{name.upper()}"


@pytest.fixture(scope="module")
def spec(yaml_text) -> Spec:
    return Spec(yaml_text)


@pytest.fixture(scope="module")
def tiny_spec(tiny_text) -> Spec:
    return Spec(tiny_text)


def function_body(text: str, start: str) -> str:
    """From the line starting with `start` to the closing brace at column 0."""
    match = re.search(r"^" + re.escape(start) + r".*?^\}\n", text, re.M | re.S)
    assert match, f"no function starting with {start!r}"
    return match.group(0)


# ---- the pair grid ----------------------------------------------------------------------------

ARM = re.compile(r"^#if (?P<guard>.+)\n    case SY__PAIR\((?P<src>\w+), (?P<dst>\w+)\): /\* (?P<comment>.+) \*/\n"
                 r"        return (?P<call>.+);\n#endif\n", re.M)


def grid_of(files) -> list[dict]:
    """The arms of the pair grid: sy__transfer_pair hands each source backend to its own
    function, sy__transfer_from_<name>, whose switch holds that source's arms."""
    text = files["sy_transfer.c"]
    calls = re.findall(r"^#if \w+\n    case (\w+):\n        return sy__transfer_from_(\w+)\(t, dst, out\);\n#endif$",
                       function_body(text, "sy_status sy__transfer_pair("), re.M)
    arms = []
    for enum, name in calls:
        assert enum == f"SY_BACKEND_{name.upper()}"
        body = function_body(text, f"static sy_status sy__transfer_from_{name}(")
        found = [m.groupdict() for m in ARM.finditer(body)]
        assert len(found) == body.count("case SY__PAIR("), "every case line is a whole #if/case/return/#endif arm"
        assert {a["src"] for a in found} == {enum}
        arms += found
    return arms


@pytest.fixture(scope="module")
def grid(real_files):
    return grid_of(real_files)


def test_one_arm_per_pair_of_real_backends(grid, spec):
    assert spec.real
    assert len(grid) == len(spec.real) ** 2
    expected = [(spec.enum("BACKEND", s["name"]), spec.enum("BACKEND", d["name"]))
                for s, d in itertools.product(spec.real, spec.real)]
    assert [(a["src"], a["dst"]) for a in grid] == expected  # every pair once, in yaml order
    assert "SY_BACKEND_CAPTURE" not in "".join(a["src"] + a["dst"] for a in grid)


def test_arm_guards_name_both_cfg_macros(grid, spec):
    for arm, (s, d) in zip(grid, itertools.product(spec.real, spec.real)):
        expected = spec.cfg(s) if s is d else f"{spec.cfg(s)} && {spec.cfg(d)}"
        assert arm["guard"] == expected


def test_arm_comments_name_the_yaml_entries(grid, spec):
    for arm, (s, d) in zip(grid, itertools.product(spec.real, spec.real)):
        refs = re.findall(r"\w+\[[^\]]+\][\w.]*", arm["comment"])
        direct = (s["name"], d["name"]) in spec.transfers
        if direct:
            assert refs == [spec.pos["transfers", (s["name"], d["name"])]]
        elif s is d:
            assert refs == [spec.pos["backends", s["name"]]]
        else:
            assert refs == [spec.pos["backends", s["name"]], spec.pos["backends", d["name"]]]
        assert arm["comment"].startswith(f"{s['name']} -> {d['name']}: ")


def test_arm_moves(grid, spec):
    """Host-host pairs share, pairs with device memory stage, a transfers: entry is called directly;
    within one device backend the same device shares."""
    for arm, (s, d) in zip(grid, itertools.product(spec.real, spec.real)):
        host = s["memory"] == "host" and d["memory"] == "host"
        fn = spec.transfers.get((s["name"], d["name"]))
        move = (f"sy__move_direct(t, dst, {fn}, out)" if fn else
                "sy__move_share(t, dst, out)" if host else "sy__move_staged(t, dst, out)")
        if s is d and not host:
            move = f"sy__same_device(t, dst) ? sy__move_share(t, dst, out) : {move}"
        assert arm["call"] == move, arm


def test_arm_moves_of_the_tiny_backends(tiny_files):
    """The same rule spelled out for the tiny document (tiny.py: host, dev with a peer transfer)."""
    grid = grid_of(tiny_files)
    calls = {(a["src"][11:].lower(), a["dst"][11:].lower()): a["call"] for a in grid}
    assert calls == {
        ("host", "host"): "sy__move_share(t, dst, out)",
        ("host", "dev"): "sy__move_staged(t, dst, out)",
        ("dev", "host"): "sy__move_staged(t, dst, out)",
        ("dev", "dev"): "sy__same_device(t, dst) ? sy__move_share(t, dst, out) :"
                        " sy__move_direct(t, dst, sy_k_dev_copy_peer, out)",
    }


def test_pair_count_is_documented(real_files, spec):
    n = len(spec.real)
    assert f"/* The pair grid: {n * n} arms for {n} backends, in one function per" in real_files["sy_transfer.c"]
    assert f"{n * n} arms for {n} backends." in real_files["PAIRS.md"].replace("\n", " ")


def test_pair_matrix_document(real_files, spec):
    rows = [line for line in real_files["PAIRS.md"].splitlines() if line.startswith("| **")]
    assert [r.split("**")[1] for r in rows] == [b["name"] for b in spec.real]
    for row in rows:
        assert row.count(" | ") == len(spec.real)


# ---- ops ---------------------------------------------------------------------------------------


def op_params(spec, op) -> str:
    params = []
    for name, t in spec.params(op):
        if t[0].isupper() and t.endswith("[]"):
            params.append(f"const sy_tensor *const *{name}, int n_{name}")
        elif t[0].isupper():
            params.append(f"const sy_tensor *{name}")
        elif t == "shape" and spec.kernel(op) == "op":  # in a slot: a pointer and a count, as the int lists
            params.append(f"const int64_t *{name}, int n_{name}")
        elif not (name == "value" and op.get("value", "arg") != "arg"):
            params.append(ATTR_PARAMS.get("enum" if t.startswith("{") else t, "").format(n=name)
                          or LIST_PARAMS[t].format(n=name))
    return ", ".join(params + [f"sy_tensor **{o}" for o in spec.results(op)])


def test_every_op_has_a_public_function(real_files, spec):
    header, source = real_files["sy_ops.h"], real_files["sy_ops.c"]
    assert len(re.findall(r"^SY_API sy_status sy_\w+\(", header, re.M)) == len(spec.ops)  # exported
    assert len(re.findall(r"^sy_status sy_\w+\(.*\)\n\{", source, re.M)) == len(spec.ops)
    for op in spec.ops:
        signature = f"sy_status sy_{op['name']}({op_params(spec, op)})"
        assert header.count(f"\nSY_API {signature};\n") == 1, signature
        body = function_body(source, signature)
        inputs = spec.inputs(op)
        has_attrs = len(spec.params(op)) > len(inputs)
        attrs = "&attrs" if has_attrs else "&sy__no_attrs"
        variadic = [n for n, t in spec.params(op) if t[0].isupper() and t.endswith("[]")]
        if variadic:  # the list and its count, as given
            n_in, ins = f"n_{variadic[0]}", variadic[0]
        else:
            n_in, ins = str(len(inputs)), f"(const sy_tensor *const[]){{{', '.join(inputs)}}}" if inputs else "NULL"
        outs = spec.results(op)
        more = f", .more_out = (sy_tensor **const[]){{{', '.join(outs[1:])}}}" if len(outs) > 1 else ""
        assert (f"    const sy__call call = {{.op = {spec.enum('OP', op['name'])}, .n_in = {n_in},"
                f" .in = {ins}, .attrs = {attrs}{more}}};\n") in body
        assert ("    sy__attrs attrs = {0};\n" in body) == has_attrs
        sig = spec.families[op["family"]]["signature"]
        fast = spec.kernel(op) == "ew" and not has_attrs and len(inputs) <= 2 and sig.endswith("-> T")
        entry = "sy__dispatch_ew" if fast else "sy__dispatch"
        assert body.endswith(f"    return {entry}(&call, {outs[0]});\n}}\n")


@pytest.mark.parametrize("op, line", [("zeros", "attrs.value = 0.0;"), ("ones", "attrs.value = 1.0;"),
                                      ("full", "attrs.value = value;")])
def test_fill_values(real_files, op, line):
    body = function_body(real_files["sy_ops.c"], f"sy_status sy_{op}(")
    assert f"    {line}\n" in body


CASE = re.compile(r"^#if (?P<guard>\w+)\n    case (?P<backend>\w+): /\* (?P<comment>.+) \*/\n"
                  r"(?P<statements>(?:(?:        .+|#if \w+|#endif)\n)+?)#endif\n(?=#if \w+\n    case |    default:)",
                  re.M)


def route_cases(real_files, op_name):
    body = function_body(real_files["sy_ops.c"], f"static bool sy__route_{op_name}(")
    cases = [m.groupdict() for m in CASE.finditer(body)]
    assert len(cases) == body.count("    case "), "every case is a whole #if/case/#endif block"
    return cases


def test_route_switch_per_op(real_files, spec):
    """One case per real backend: its own kernel for the dtypes it lists, else the kernel of each backend
    of its fallback chain that has one, in chain order, each under its cfg macro."""
    source = real_files["sy_ops.c"]
    for op in spec.ops:
        name, kernel = op["name"], spec.kernel(op)
        if kernel is None:
            assert f"sy__route_{name}(" not in source
            continue
        cases = route_cases(real_files, name)
        assert [c["backend"] for c in cases] == [spec.enum("BACKEND", b["name"]) for b in spec.real]
        op_dtypes = spec.expand(op["dtypes"])
        for case, b in zip(cases, spec.real):
            assert case["guard"] == spec.cfg(b)
            own = spec.own(b).get(name)
            take = f"SY__ROUTE(r, {spec.enum('BACKEND', b['name'])}, {kernel}, sy_k_{b['name']}_{name})"
            expected = []
            if own == op_dtypes:
                expected.append(f"        return {take};")
            else:
                if own:
                    expected.append(f"        if (SY__DTYPE_IN(dt, {spec.mask(own)})) return {take};")
                for c in spec.chain(b):
                    c_own = spec.own(c).get(name)
                    if not c_own:
                        continue
                    c_take = f"SY__ROUTE(r, {spec.enum('BACKEND', c['name'])}, {kernel}, sy_k_{c['name']}_{name})"
                    line = (f"return {c_take};" if c_own == op_dtypes
                            else f"if (SY__DTYPE_IN(dt, {spec.mask(c_own)})) return {c_take};")
                    expected += [f"#if {spec.cfg(c)}", f"        {line}", "#endif"]
                expected.append("        return false;")
            assert case["statements"].split("\n")[:-1] == expected, (name, b["name"])


def test_route_comments(real_files, spec):
    """Each case names what the backend implements (and where the yaml says so) and where the rest goes."""
    for op in spec.ops:
        name = op["name"]
        if spec.kernel(op) is None:
            continue
        comments = [c["comment"] for c in route_cases(real_files, name)]
        expected = []
        for b in spec.real:
            own = spec.own(b).get(name)
            if own:
                text = f"{b['name']} implements {name} for {' '.join(own)} ({spec.key_pos(b['name'], name)})"
            else:
                text = f"{b['name']} does not implement {name} ({spec.pos['backends', b['name']]})"
            if spec.chain(b):
                text += "; fallback: " + " -> ".join(c["name"] for c in spec.chain(b))
            elif own != spec.expand(op["dtypes"]):
                text += "; no fallback: UNSUPPORTED"
            expected.append(text)
        assert comments == expected, name


def test_route_comments_of_the_tiny_backends(tiny_files, tiny_spec):
    spec = tiny_spec
    matmul = {c["backend"]: c["comment"] for c in route_cases(tiny_files, "matmul")}
    assert matmul["SY_BACKEND_DEV"] == (
        f"dev implements matmul for f32 ({spec.key_pos('dev', 'matmul')}); fallback: host")
    neg = {c["backend"]: c["comment"] for c in route_cases(tiny_files, "neg")}
    assert neg["SY_BACKEND_DEV"] == f"dev does not implement neg ({spec.pos['backends', 'dev']}); fallback: host"
    assert neg["SY_BACKEND_HOST"] == f"host implements neg for f32 f64 i32 ({spec.key_pos('host', 'neg')})"


def test_op_table(real_files, spec):
    source = real_files["sy_ops.c"]
    rows = re.findall(r"^    \[(SY_OP_\w+)\] = \{\n        \.name = \"(\w+)\",\n        \.cls = (SY__CLASS_\w+),\n"
                      r"        \.kernel = SY__KERNEL_\w+,\n        \.variadic = (?:true|false),\n"
                      r"        \.n_attrs = \d+,\n        \.attrs = \{.*\},\n        \.infer = sy__infer_\w+,\n"
                      r"        \.n_in = (\d),\n        \.creates = (?:true|false),\n"
                      r"        \.values = (?:true|false),\n"
                      r"        \.fast = (true|false),\n"
                      r"        \.fast_kernels = (\w+),\n"
                      r"        \.dtypes = ([\w| ]+),\n        \.in_names = \{.*\},\n        \.in_var = \{.*\},\n"
                      r"        \.in_dtypes = \{.*\},\n        \.key_var = -?\d,\n        \.n_out = \d,\n"
                      r"        \.optional = \d+u,\n        \.out_names = \{.*\},\n        \.out_var = \{.*\},\n"
                      r"        \.out_fixed = \{.*\},\n"
                      r"        \.differentiable = (true|false),\n"
                      r"        \.memory_bound = (true|false),\n        \.route = (\w+),\n        \.backward = (\w+),\n"
                      r"        \.saves = \{(.*)\},\n        \.reads_results = [\w|() <]+,\n    \},$", source, re.M)
    assert len(rows) == len(spec.ops)
    for row, op in zip(rows, spec.ops):
        name = op["name"]
        cls = "OP" if spec.kernel(op) == "op" else op["family"].upper()
        fast, fast_kernels = row[4], row[5]
        row = row[:4] + row[6:]
        assert fast_kernels == (f"sy__fast_{name}" if fast == "true" else "sy__fast_none")
        assert row[:5] == (spec.enum("OP", name), name, f"SY__CLASS_{cls}",
                           str(len(spec.inputs(op))), spec.mask(spec.expand(op["dtypes"])))
        assert row[5] == ("false" if op["derivative"] == "none" else "true")
        assert row[6] == ("true" if op.get("memory_bound") else "false")
        assert row[7] == (f"sy__route_{name}" if spec.kernel(op) else "NULL")
        assert row[8] == ("NULL" if op["derivative"] == "none" else f"sy__backward_{name}")
        if op["derivative"] == "none":
            assert row[9] == "0"
        else:
            masks = re.findall(r"\[(\d)\] = ([\w()| ]+?)(?:, |$)", row[9])
            assert [int(i) for i, _m in masks] == list(range(len(spec.inputs(op))))
            assert all(re.fullmatch(r"0u|SY__SAVES_\w+(\(\d\))?( \| SY__SAVES_\w+(\(\d\))?)*", m) for _i, m in masks)
    assert f"_Static_assert(SY_OP_COUNT == {len(spec.ops)}, \"sy_op matches backends.yaml\");" in source
    assert "_Static_assert(sizeof(sy__op_table) / sizeof(sy__op_table[0]) == SY_OP_COUNT" in source


# ---- kernels ------------------------------------------------------------------------------------


def test_kernel_declarations_match_the_backends_ops(real_files, spec):
    header = real_files["sy_kernels.h"]
    declared = re.findall(r"^sy_status sy_k_(\w+?)_(\w+)\(const sy_(\w+)_args \*args\);$", header, re.M)
    expected = [(b["name"], op, spec.kernel(spec.op[op]))
                for b in spec.real for op in [o["name"] for o in spec.ops] if op in spec.own(b)]
    assert declared == expected


def test_kernel_declarations_of_the_tiny_backends(tiny_files, tiny_spec):
    """Spelled out: host (ops: all) declares every kernel op, dev its add and matmul."""
    declared = re.findall(r"^sy_status sy_k_(\w+?)_(\w+)\(const sy_(\w+)_args \*args\);$",
                          tiny_files["sy_kernels.h"], re.M)
    assert [(op, k) for b, op, k in declared if b == "dev"] == [("add", "ew"), ("matmul", "matmul")]
    kernel_ops = [o["name"] for o in tiny_spec.ops if tiny_spec.kernel(o)]
    assert [op for b, op, _k in declared if b == "host"] == kernel_ops


def test_kernels_are_grouped_under_their_backend(real_files, spec):
    header = real_files["sy_kernels.h"]
    for b in spec.real:
        block = re.search(r"^/\* " + b["name"] + r" \((\w+\[[^\]]+\][\w.]*)\) \*/\n(.*?)^\n", header, re.M | re.S)
        assert block, b["name"]
        assert block.group(1) == spec.pos["backends", b["name"]]
        names = re.findall(r"\bsy_k_" + b["name"] + r"_(\w+)\(", block.group(2))
        memory = ["alloc", "free", "read", "write", "live_buffers"] if b["memory"] == "device" else []
        memory += [h for h, on in (("device_count", b.get("devices") == "runtime"), ("init", b.get("init")),
                                   ("shutdown", b.get("shutdown"))) if on]
        memory += ["write_async", "flush", "synchronize"] if b.get("async") else []
        assert names == [op for op in [o["name"] for o in spec.ops] if op in spec.own(b)] + memory


def test_transfer_functions_are_declared(real_files, spec):
    header = real_files["sy_kernels.h"]
    for (src, dst), fn in spec.transfers.items():
        assert (f"\n/* {src} -> {dst} ({spec.pos['transfers', (src, dst)]}) */\n"
                f"sy_status {fn}(uint32_t src_index, const void *src_handle, uint32_t dst_index, void *dst_handle,"
                f" size_t bytes);\n") in header


def test_kernel_declarations_do_not_depend_on_the_subset(real_files):
    # a kernel file's preprocessed text is the same in every backend subset, so
    # ccache shares the kernels' objects between the builds of make test-matrix
    header = real_files["sy_kernels.h"]
    assert not re.search(r"^#if(def)? .*SY_WITH", header, re.M)


def test_own_kernel_table(real_files, spec):
    source = real_files["sy_tables.c"]
    table = source[source.index("const uint32_t sy__own_kernels"):]
    entries = re.findall(r"^    \[(SY_BACKEND_\w+)\] = \{\n((?:        .+\n)+)    \},$", table, re.M)
    expected = [(spec.enum("BACKEND", b["name"]), spec.own(b)) for b in spec.real if spec.own(b)]
    assert [e[0] for e in entries] == [e[0] for e in expected]
    for (_enum, rows), (_e, own) in zip(entries, expected):
        got = re.findall(r"\[(SY_OP_\w+)\] = ([\w| ]+),", rows)
        assert got == [(spec.enum("OP", op), spec.mask(own[op])) for op in [o["name"] for o in spec.ops] if op in own]


# ---- enums, switches, guards, statuses --------------------------------------------------------


def enum_members(text: str, name: str) -> list[str]:
    body = re.search(r"typedef enum " + name + r" \{\n(.*?)\n\} " + name + ";", text, re.S)
    assert body, name
    return [line.strip().split(",")[0].split(" /*")[0] for line in body.group(1).splitlines()]


def test_enums_follow_the_yaml_with_count_sentinels(real_files, spec):
    h = real_files["sy_backends.h"]
    assert enum_members(h, "sy_dtype") == [spec.enum("DTYPE", d) for d in spec.dtypes] + ["SY_DTYPE_COUNT"]
    assert enum_members(h, "sy_op") == [spec.enum("OP", o["name"]) for o in spec.ops] + ["SY_OP_COUNT"]
    ids = [b["id"] for b in spec.backends]
    assert enum_members(h, "sy_backend") == (
        [f"{spec.enum('BACKEND', b['name'])} = {b['id']}" for b in spec.backends]
        + [f"SY_BACKEND_ID_LIMIT = {max(ids) + 1}"])
    assert f"#define SY_BACKEND_COUNT {len(spec.backends)} " in h
    assert f"#define SY_BACKEND_REAL_COUNT {len(spec.real)} " in h
    cast = spec.op["cast"]
    assert f"#define SY__OP_COPY {spec.enum('OP', cast['name'])}\n" in h


def test_static_asserts_on_table_sizes(real_files, spec):
    tables = real_files["sy_tables.c"]
    assert f'_Static_assert(SY_DTYPE_COUNT == {len(spec.dtypes)}, "sy_dtype matches backends.yaml");' in tables
    assert f'_Static_assert(SY_BACKEND_COUNT == {len(spec.backends)}, "backends in backends.yaml");' in tables
    assert "_Static_assert(sizeof(sy__dtype_table) / sizeof(sy__dtype_table[0]) == SY_DTYPE_COUNT" in tables
    assert "_Static_assert(SY_DTYPE_COUNT <= 32" in tables
    for name, text in real_files.items():
        for line in re.findall(r"^_Static_assert\(.*$", text, re.M):
            assert line.endswith(");"), (name, line)


def test_cfg_defaults_use_ifndef(real_files, spec):
    h = real_files["sy_backends.h"]
    for b in spec.backends:
        cfg = spec.cfg(b)
        assert (f"#ifndef {cfg}\n#define {cfg} 1 /* {b['name']} ({spec.pos['backends', b['name']]}) */\n#endif\n"
                in h)
        assert h.count(f"#define {cfg} ") == 1


def test_config_error_guards(real_files, spec):
    h = real_files["sy_backends.h"]
    reals = [spec.cfg(b) for b in spec.real]
    guards = [f'#if {spec.cfg(m)} && !({" || ".join(reals)})\n#error "switchyard: {spec.cfg(m)} is on without a real'
              f' backend; the {m["name"]} layer moves the tensors of real backends\' devices'
              f' ({spec.pos["backends", m["name"]]}), so set at least one of {", ".join(reals)} to 1, or'
              f' {spec.cfg(m)} to 0"\n#endif\n' for m in spec.mpi]
    guards.append(f'#if !({" || ".join(reals)})\n#error "switchyard: no backend enabled; set at least one of'
                  f' {", ".join(reals)} to 1"\n#endif\n')
    for b in spec.real:
        if b.get("fallback"):
            # the shipped chains all end at a backend that runs every op (checked here): what each needs
            fb = spec.chain(b)[-1]
            assert spec.own(fb) == {o["name"]: spec.expand(o["dtypes"]) for o in spec.ops if spec.kernel(o)}
            guards.append(f"#if {spec.cfg(b)} && !{spec.cfg(fb)}\n#error \"switchyard: backend {b['name']} falls back"
                          f" to {fb['name']} for ops its kernels lack ({spec.pos['backends', b['name']]});"
                          f" enable {spec.cfg(fb)} or disable {spec.cfg(b)}\"\n#endif\n")
    for guard in guards:
        assert guard in h
    assert h.count('#error "switchyard:') == len(guards)


def test_status_x_macro_matches_the_errors_table(real_files, spec):
    h = real_files["sy_backends.h"]
    macro = h[h.index("#define SY_STATUS_MAP(X) \\\n"):]
    entries = re.findall(r"^    X\((\w+), (-\d+)\)( \\)?$", macro, re.M)
    assert [(n, int(c)) for n, c, _ in entries] == [(e["name"], e["code"]) for e in spec.errors]
    assert [cont for _n, _c, cont in entries] == [" \\"] * (len(entries) - 1) + [""]
    assert f"#define SY_STATUS_COUNT {len(spec.errors) + 1} /* SY_OK included */" in h


def test_status_table_and_lookup(real_files, spec):
    c = real_files["sy_status.c"]
    rows = re.findall(r"^    \{\.status = (SY_E_\w+), \.name = \"(SY_E_\w+)\", \.message = \"(.*)\",$", c, re.M)
    assert [(r[0], r[1], r[2]) for r in rows] == [
        (f"SY_E_{e['name']}",) * 2 + (e["message"],) for e in spec.errors]
    lookup = re.findall(r"^    case (SY_E_\w+): return &sy__status_table\[(\d+)\];$", c, re.M)
    assert lookup == [(f"SY_E_{e['name']}", str(i)) for i, e in enumerate(spec.errors, start=1)]
    locations = re.findall(r"^    /\* (\w+\[[^\]]+\][\w.]*) \*/$", c, re.M)
    assert locations == [spec.pos["errors", e["name"]] for e in spec.errors]


def test_burn_messages_are_verbatim(real_files):
    c = real_files["sy_status.c"]
    assert ('{.status = SY_E_AUTODIFF_MISMATCH, .name = "SY_E_AUTODIFF_MISMATCH",'
            ' .message = "Cannot move between autodiff and non-autodiff instances.",') in c
    assert ('{.status = SY_E_CAPTURE_ONE_WAY, .name = "SY_E_CAPTURE_ONE_WAY",'
            ' .message = "Cannot move a tensor from a capture device",') in c


def test_backend_table(real_files, spec):
    c = real_files["sy_tables.c"]
    for b in spec.backends:
        name, enum = b["name"], spec.enum("BACKEND", b["name"])
        stores = spec.mask(spec.expand(b["dtypes"])) if "dtypes" in b else spec.mask(spec.dtypes)
        fb = "SY__NO_FALLBACK"  # the first backend of the chain that is compiled in
        for link in reversed(spec.chain(b)):
            fb = f"{spec.cfg(link)} ? {spec.enum('BACKEND', link['name'])} : {fb}"
        fb = fb if fb == "SY__NO_FALLBACK" else f"({fb})"
        if b.get("kind") == "capture":
            expected = f".enabled = {spec.cfg(b)}, .capture = true, .stores = {stores}}},"
        elif b.get("kind") == "remote":  # on with the MPI layer only; its memory is the runtime's (sy_remote.c)
            mpi = spec.cfg(spec.mpi[0])
            assert f"#if {spec.cfg(b)} && {mpi}\n" in c
            expected = (f".enabled = true, .remote = true, .stores = {stores},\n"
                        "        .mem = {.alloc = sy__remote_alloc, .free = sy__remote_free, .read = sy__remote_read,"
                        " .write = sy__remote_write,\n                .live_buffers = sy__remote_live_buffers}},")
        elif b["memory"] == "host":
            expected = (f".enabled = true, .host = true, .devices = {b.get('devices', 1)}, .stores = {stores},"
                        f" .fallback = {fb},\n    }},")
        else:
            devices = 0 if b["devices"] == "runtime" else b["devices"]
            expected = (f".enabled = true, .devices = {devices}, .stores = {stores}, .fallback = {fb},\n"
                        f"        .mem = {{.alloc = sy_k_{name}_alloc, .free = sy_k_{name}_free,"
                        f" .read = sy_k_{name}_read, .write = sy_k_{name}_write,\n"
                        f"                .live_buffers = sy_k_{name}_live_buffers"
                        + (f", .write_async = sy_k_{name}_write_async" if b.get("async") else "") + "},")
            if b.get("async"):
                assert (f"                  .flush = sy_k_{name}_flush, .synchronize = sy_k_{name}_synchronize}},"
                        in c), name
        assert f'    [{enum}] = {{.name = "{name}", .cfg = "{spec.cfg(b)}", {expected}' in c, name
    order = c[c.index("sy__backend_order"):]
    assert re.findall(r"^    (SY_BACKEND_\w+),$", order, re.M)[:len(spec.backends)] == [
        spec.enum("BACKEND", b["name"]) for b in spec.backends]


def test_makefile_fragment(real_files, spec):
    mk = real_files["backends.mk"]
    assert f"SY_BACKENDS := {' '.join(b['name'] for b in spec.real + spec.mpi)}\n" in mk
    for b in spec.real + spec.mpi:
        libs = " ".join(b.get("libs", []))
        assert f"SY_CFG_{b['name']} := {spec.cfg(b)}\n" in mk
        assert f"SY_LIBS_{b['name']} :={' ' + libs if libs else ''}\n" in mk
        assert f"SY_FALLBACK_{b['name']} :={' ' + b['fallback'] if b.get('fallback') else ''}\n" in mk
        # each package as PACKAGE=PROBE:ARG, the word tools/deps.sh probes
        words = [f"{p['name']}={k.replace('_', '-')}:{p[k]}" for p in b.get("packages", [])
                 for k in ("pkg_config", "file", "command") if k in p]
        assert f"SY_PACKAGES_{b['name']} :={''.join(' ' + w for w in words)}\n" in mk


def test_cmake_fragment(real_files, spec):
    """generated/backends.cmake holds what backends.mk holds, as CMake lists."""
    cm = real_files["backends.cmake"]
    assert f"set(SY_VERSION {spec.data['version']})\n" in cm
    assert f"set(SY_ABI {spec.data['abi']})\n" in cm
    assert f"set(SY_BACKENDS {' '.join(b['name'] for b in spec.real + spec.mpi)})\n" in cm
    for b in spec.real + spec.mpi:
        name = b["name"]
        assert f"set(SY_CFG_{name} {spec.cfg(b)})\n" in cm
        fallback = [b["fallback"]] if b.get("fallback") else []
        for key, values in (("LIBS", b.get("libs", [])), ("FALLBACK", fallback),
                            ("CFLAGS", b.get("cflags", [])), ("LDFLAGS", b.get("ldflags", []))):
            assert f"set(SY_{key}_{name}{''.join(' ' + v for v in values)})\n" in cm, (name, key)
    # nothing but comments and set() of SY_ variables
    assert [line for line in cm.splitlines() if not re.match(r"^(#.*|set\(SY_\w+( [^ ()]+)*\))$", line)] == []
    for m in spec.mpi:  # the mpi layer needs one real backend, any of them
        assert f'set(SY_NEEDS_{m["name"]} "{"|".join(b["name"] for b in spec.real)}")\n' in cm


def test_cmake_arguments_keep_one_element_each():
    from generator.plan import cmake_args
    assert cmake_args([]) == ""
    assert cmake_args(["-fopenmp", "-Wl,--as-needed"]) == " -fopenmp -Wl,--as-needed"
    assert cmake_args(["a;b", '-DX="a b"', "$x", "c\\d"]) == ' "a\\;b" "-DX=\\"a b\\"" "\\$x" "c\\\\d"'


def test_version_macros(real_files, real_model, spec):
    h = real_files["sy_backends.h"]
    major, minor, patch = (int(n) for n in spec.data["version"].split("."))
    assert real_model.version == spec.data["version"]
    assert (f"#define SY_VERSION_MAJOR {major}\n#define SY_VERSION_MINOR {minor}\n"
            f"#define SY_VERSION_PATCH {patch}\n#define SY_VERSION_STRING \"{spec.data['version']}\"\n") in h
    assert f"SY_VERSION := {spec.data['version']}\n" in real_files["backends.mk"]


# ---- derivatives ----------------------------------------------------------------------------------


def test_backward_functions_follow_the_formulas(real_files, spec):
    """One sy__backward_<op> per op with a gradient, one block per formula (guarded by
    ctx->needs[i], naming the formula and where it is), calling only ops and helpers."""
    source = real_files["sy_derivatives.c"]
    with_gradient = [o for o in spec.ops if o["derivative"] != "none"]
    backward_fns = re.findall(r"^sy_status sy__backward_\w+\(sy__backward_ctx \*ctx\)$", source, re.M)
    assert len(backward_fns) == len(with_gradient)
    helpers = {h["name"] for h in spec.data["helpers"]}
    ops = {o["name"] for o in spec.ops}
    for op in with_gradient:
        body = function_body(source, f"sy_status sy__backward_{op['name']}(sy__backward_ctx *ctx)")
        inputs = spec.inputs(op)
        sig = spec.data["families"][[f["name"] for f in spec.data["families"]].index(op["family"])]["signature"]
        for name, formula in op["derivative"].items():
            index = inputs.index(name)
            if formula == "none":  # no gradient flows to it (gather's indices): no block
                assert f"ctx->needs[{index}]" not in body and f"ctx->grads[{index}]" not in body
                continue
            if f"{name}: T[]" in sig or re.search(rf"\b{name}: Tensor<[^>]*>\[\]", sig):  # a list: once per tensor
                guard = (f"    for (int k = {index}; k < ctx->n_in; k++) {{ /* each tensor of {name} */\n"
                         f"        if (!ctx->needs[k])\n            continue;\n        ctx->variadic_at = {index};\n"
                         f"        ctx->element = k - {index};\n")
                slot = "k"
            else:
                guard, slot = f"    if (ctx->needs[{index}]) {{\n", str(index)
            block = body[body.index(guard):]
            assert block.startswith(f"{guard}        /* {name}: {formula} (ops[{op['name']}].derivative.{name}) */\n")
            assert f"ctx->grads[{slot}] = " in block
        called = set(re.findall(r"SY__TRY\((sy_\w+|sy__bw_\w+)\(", body))
        for fn in called:
            assert fn.removeprefix("sy__bw_") in helpers | {"scalar"} if fn.startswith("sy__bw_") else \
                fn.removeprefix("sy_") in ops, fn
    for h in spec.data["helpers"]:
        assert re.search(rf"^\w+ sy__bw_{h['name']}\(.*\); /\* ", real_files["sy_derivatives.h"], re.M), h["name"]


def test_a_formula_passes_the_ops_own_list_and_float_attributes(yaml_text, render_text):
    """A formula may hand an op's own int[] and float attributes on (pad's as a
    stand-in): the list as its slot's values and count, the float as its value."""
    line = next(x for x in yaml_text.splitlines() if x.startswith("  - {name: pad, family: pad,"))
    text = yaml_text.replace(line, line.replace('derivative: none', 'derivative: {x: "pad(grad, pads, mode, value)"}'))
    assert text != yaml_text
    body = function_body(render_text(text)["sy_derivatives.c"], "sy_status sy__backward_pad(sy__backward_ctx *ctx)")
    assert ("sy_pad(ctx->grad, ctx->attrs->x[0].i, ctx->attrs->x[0].n, (int)ctx->attrs->x[1].i[0],"
            " ctx->attrs->x[2].f, &t[0])") in body


def test_signed_dtypes_compile_without_type_limit_warnings(real_files):
    """is_signed compares -1 with 1, not 0: no -Wtype-limits warning for an unsigned type of 32 bits or more."""
    assert "< (uint32_t)0" not in real_files["sy_tables.c"]
    assert re.search(r"\.is_signed = \((\w+)\)-1 < \(\1\)1\}", real_files["sy_tables.c"])
