#!/usr/bin/env python3
"""An independent three-way merge of JSON documents by member, for the merge driver's tests.

Reads a manifest (JSON list of [base, ours, theirs] file paths; an empty base file is an empty
object) and prints, per case: the member paths in conflict, the merge with every conflict
resolved to OURS and to THEIRS, and whether the two sides touched disjoint members.

Objects merge member by member (order ignored), with renames (a member moved to a new key on
one side, the only candidate, and edited on the other); keyed arrays (`tokenSetOrder` names,
Xcode entries by idiom and appearances, objects by `id`, `name` or `$ref`) element by element, THEIRS'
additions placed after their predecessor; everything else is one value. Python's own
`json` and `==` (dicts compare without order, 1 == 1.0) give the meaning: nothing here is
shared with the Swift implementation.
"""
import json
import sys

MISSING = object()


def element_key(element, member):
    """What an array element is matched by (the rules the merge driver documents), or None."""
    if member == "tokenSetOrder":
        return element if isinstance(element, str) else None
    if not isinstance(element, dict):
        return None
    if member in ("colors", "images"):
        if not isinstance(element.get("idiom"), str):
            return None
        appearances = sorted("%s:%s" % (a.get("appearance", ""), a.get("value", "")) for a in element.get("appearances", []))
        extra = tuple(element.get(f) for f in ("display-gamut", "subtype", "scale"))
        return ("xcode", element["idiom"], tuple(appearances), extra)
    if isinstance(element.get("id"), str):
        return ("id", element["id"])
    if isinstance(element.get("name"), str):
        return ("name", element["name"])
    if isinstance(element.get("$ref"), str):
        return ("$ref", element["$ref"])
    return None


def keyed(array, member):
    """The array as an ordered list of (key, element), or None when it is merged whole."""
    if not isinstance(array, list):
        return None
    pairs = [(element_key(e, member), e) for e in array]
    keys = [k for k, _ in pairs]
    if any(k is None for k in keys) or len(set(keys)) != len(keys):
        return None
    return pairs


def renames(base, renamer, editor):
    """{old key: new key}: the renamer moved base[old] to a new key (the only candidate both
    ways), and the editor edited it under the old key."""
    added = [k for k in renamer if k not in base and k not in editor]
    removed = [k for k in base if k not in renamer]
    candidates = {old: [new for new in added if renamer[new] == base[old]] for old in removed}
    uses = {}
    for news in candidates.values():
        for new in news:
            uses[new] = uses.get(new, 0) + 1
    found = {}
    for old, news in candidates.items():
        if len(news) == 1 and uses[news[0]] == 1 and old in editor and editor[old] != base[old]:
            found[old] = news[0]
    return found


def merge_members(base, ours, theirs, path, conflicts, prefer, allow_renames):
    """Merges dicts of members; returns the merged dict (order irrelevant)."""
    ours, theirs = dict(ours), dict(theirs)
    if allow_renames:
        for old, new in renames(base, ours, theirs).items():  # ours renamed, theirs edited
            theirs[new] = theirs.pop(old)
            base = dict(base)
            base[new] = base.pop(old)
        for old, new in renames(base, theirs, ours).items():  # theirs renamed, ours edited
            ours[new] = ours.pop(old)
            base = dict(base)
            base[new] = base.pop(old)
    result = {}
    for key in list(ours) + [k for k in theirs if k not in ours]:
        o, t, b = ours.get(key, MISSING), theirs.get(key, MISSING), base.get(key, MISSING)
        label = key[1] if isinstance(key, tuple) and key[0] in ("id", "name") else key
        if isinstance(key, tuple) and key[0] in ("id", "name", "$ref"):
            label = "%s=%s" % key
        elif isinstance(key, tuple):
            label = "idiom=%s" % key[1] + (";appearances=" + ",".join(key[2]) if key[2] else "")
        if o is not MISSING and t is not MISSING:
            result[key] = merge(b, o, t, path + [label], conflicts, prefer, key if isinstance(key, str) else None)
        elif o is MISSING:  # ours deleted it, or theirs added it
            if b is MISSING:
                result[key] = t
            elif b != t:
                conflicts.append(path + [label])
                if prefer == "theirs":
                    result[key] = t
        else:  # theirs deleted it, or ours added it
            if b is MISSING:
                result[key] = o
            elif b != o:
                conflicts.append(path + [label])
                if prefer == "ours":
                    result[key] = o
    return result


def merge(base, ours, theirs, path, conflicts, prefer, member=None):
    if ours == theirs:
        return ours
    if base is not MISSING and base == ours:
        return theirs
    if base is not MISSING and base == theirs:
        return ours
    if isinstance(ours, dict) and isinstance(theirs, dict) and (base is MISSING or isinstance(base, dict)):
        b = {} if base is MISSING else base
        return merge_members(b, ours, theirs, path, conflicts, prefer, True)
    o_pairs, t_pairs = keyed(ours, member), keyed(theirs, member)
    b_pairs = [] if base is MISSING else keyed(base, member)
    if o_pairs is not None and t_pairs is not None and b_pairs is not None:
        merged = merge_members(dict(b_pairs), dict(o_pairs), dict(t_pairs), path, conflicts, prefer, False)
        base_keys, t_keys = set(k for k, _ in b_pairs), set(k for k, _ in t_pairs)
        ours_only = set(k for k, _ in o_pairs if k not in base_keys and k not in t_keys)
        # OURS' order, its deleted elements kept as placeholders (None) until the end: an
        # addition goes after its predecessor in THEIRS and after the elements OURS added
        # right after that predecessor in OURS.
        order = [k if k in merged else None for k, _ in o_pairs]
        for index, (key, _) in enumerate(t_pairs):
            if key not in merged or key in order:
                continue
            position = 0
            for previous, _ in reversed(t_pairs[:index]):
                if previous in order:
                    position = order.index(previous) + 1
                    break
            while position < len(order) and order[position] in ours_only:
                position += 1
            order.insert(position, key)
        return [merged[k] for k in order if k is not None]
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
