#!/usr/bin/env python3
"""An independent three-way merge of JSON documents by member, for the merge driver's tests.

Reads a manifest (JSON list of [base, ours, theirs] file paths; an empty base file is an empty
object) and prints, per case: the member paths in conflict, the merge with every conflict
resolved to OURS and to THEIRS, and whether the two sides touched disjoint members.

Objects merge member by member (order ignored); everything else is one value. Python's own
`json` and `==` (dicts compare without order, 1 == 1.0) give the meaning: nothing here is
shared with the Swift implementation.
"""
import json
import sys

MISSING = object()


def merge(base, ours, theirs, path, conflicts, prefer):
    if ours == theirs:
        return ours
    if base is not MISSING and base == ours:
        return theirs
    if base is not MISSING and base == theirs:
        return ours
    if isinstance(ours, dict) and isinstance(theirs, dict) and (base is MISSING or isinstance(base, dict)):
        b = {} if base is MISSING else base
        result = {}
        for key in list(ours) + [k for k in theirs if k not in ours] + [k for k in b if k not in ours and k not in theirs]:
            o, t, bb = ours.get(key, MISSING), theirs.get(key, MISSING), b.get(key, MISSING)
            if o is not MISSING and t is not MISSING:
                value = merge(bb, o, t, path + [key], conflicts, prefer)
            elif o is MISSING and t is MISSING:
                continue
            elif o is MISSING:  # ours deleted (or theirs added)
                if bb is MISSING:
                    value = t
                elif bb == t:
                    continue
                else:
                    conflicts.append(path + [key])
                    if prefer == "ours":
                        continue
                    value = t
            else:  # theirs deleted (or ours added)
                if bb is MISSING:
                    value = o
                elif bb == o:
                    continue
                else:
                    conflicts.append(path + [key])
                    if prefer == "theirs":
                        continue
                    value = o
            result[key] = value
        return result
    conflicts.append(path)
    return ours if prefer == "ours" else theirs


def touched(base, side, path, out):
    """The deepest member paths where `side` differs from `base`."""
    if base == side:
        return
    if isinstance(base, dict) and isinstance(side, dict):
        for key in set(base) | set(side):
            if key not in base or key not in side:
                out.append(path + [key])
            else:
                touched(base[key], side[key], path + [key], out)
        return
    out.append(path)


def disjoint(a, b):
    for x in a:
        for y in b:
            n = min(len(x), len(y))
            if x[:n] == y[:n]:
                return False
    return True


def load(path, empty_is_object):
    with open(path, "rb") as handle:
        data = handle.read()
    if empty_is_object and not data.strip():
        return {}
    return json.loads(data.decode("utf-8"))


def main():
    with open(sys.argv[1]) as handle:
        manifest = json.load(handle)
    results = []
    for base_path, ours_path, theirs_path in manifest:
        base, ours, theirs = load(base_path, True), load(ours_path, False), load(theirs_path, False)
        conflicts = []
        as_ours = merge(base, ours, theirs, [], conflicts, "ours")
        as_theirs = merge(base, ours, theirs, [], [], "theirs")
        ours_touched, theirs_touched = [], []
        touched(base, ours, [], ours_touched)
        touched(base, theirs, [], theirs_touched)
        results.append({
            "conflicts": conflicts,
            "ours": as_ours,
            "theirs": as_theirs,
            "disjoint": disjoint(ours_touched, theirs_touched),
        })
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
