"""`kind: remote` (runtime/sy_remote.c): a dispatch-level backend like capture.

Its devices are the ranks of an MPI communicator, so it needs the `kind: mpi`
layer; it takes name, id, kind, cfg and doc only; it is no fallback, no end
of a transfer and no member of the pair grid; its row of the backend table
is on only when both switches are, with the runtime's memory functions."""

from tiny import CAPTURE, DEV, HOST, PEER, doc

from generator import plan

MPI = "name: mpi\nid: 12\nkind: mpi"
REMOTE = "name: remote\nid: 13\nkind: remote"


def located(d, message):
    err = d.error()
    assert (err.loc.line, err.loc.col, err.message) == (d.mark.line, d.mark.col, message)


def test_remote_is_dispatch_level():
    m = doc(backends=[HOST, DEV, CAPTURE, MPI, REMOTE]).model()
    assert m.remote is not None and m.remote.name == "remote" and m.remote.is_dispatch_level
    assert [b.name for b in m.real_backends] == ["host", "dev"]  # the pair grid leaves it out
    assert all("remote" not in (a.src.name, a.dst.name) for a in plan.arms(m))
    [row] = [r for r in plan.backend_rows(m) if r.backend.name == "remote"]
    assert row.lines[0] == "#if SY_WITH_REMOTE && SY_WITH_MPI"
    assert ".remote = true" in row.lines[1] and ".mem = {.alloc = sy__remote_alloc" in row.lines[2]
    assert row.lines[-3:-1] == ("#else", '    [SY_BACKEND_REMOTE] = {.name = "remote", .cfg = "SY_WITH_REMOTE", '
                                         '.enabled = false, .remote = true, .stores = SY__DT_ALL},')


def test_remote_needs_the_mpi_layer():
    located(doc(backends=[HOST, DEV, CAPTURE, "‸" + REMOTE]),
            "remote backend 'remote' needs a backend of kind 'mpi' (its devices are the ranks of an MPI communicator)")


def test_one_remote_backend():
    located(doc(backends=[HOST, DEV, CAPTURE, MPI, REMOTE, "‸name: remote2\nid: 14\nkind: remote"]),
            "only one remote backend is allowed ('remote' is already one)")


def test_remote_takes_no_memory():
    located(doc(backends=[HOST, DEV, CAPTURE, MPI, REMOTE + "\n‸memory: host"]),
            "unknown key 'memory' in backend 'remote' (expected: cfg, doc, id, kind, name)")


def test_no_fallback_to_remote():
    located(doc(backends=[HOST, DEV.replace("fallback: host", "fallback: ‸remote"), CAPTURE, MPI, REMOTE]),
            "backend 'dev' cannot fall back to the remote backend 'remote'")


def test_no_transfer_to_remote():
    located(doc(backends=[HOST, DEV, CAPTURE, MPI, REMOTE], transfers=[PEER.replace("to: dev", "to: ‸remote")]),
            "transfers to or from the remote backend 'remote' are fixed by the runtime")
