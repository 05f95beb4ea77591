"""Clear errors for arguments the compiled module cannot take.

pybind11 answers a call whose arguments do not fit with "incompatible function arguments" and a
dump of every signature. guard() wraps each public function and method of a compiled module so
that such a call raises instead a TypeError naming the first argument that does not fit and what it
must be, or ValueError("unknown option 'x' (expected one of: ...)") for an unknown keyword. It
reads the signatures pybind11 writes at the head of each docstring, so a binding added later is
covered without a word here. A call that fits costs one Python frame and nothing else.
"""
import functools
import numbers

_PYBIND11_MISMATCH = ("incompatible function arguments", "incompatible constructor arguments")
_DUNDERS = ("__init__", "__getitem__", "__setitem__")


def _scan(text, start=0):
    """(index, character, bracket depth after it) of each character outside quotes."""
    depth, quote = 0, None
    for i in range(start, len(text)):
        ch = text[i]
        if quote or ch in "'\"":
            quote = None if ch == quote else (quote or ch)
            continue
        depth += (ch in "([{") - (ch in ")]}")
        yield i, ch, depth


def _closing(text, start):
    """The index of the bracket closing text[start]."""
    return next((i for i, ch, depth in _scan(text, start) if ch in ")]}" and depth == 0), len(text))


def _split(text):
    """Top-level comma-separated parts (outside brackets and quotes)."""
    parts, start = [], 0
    for i, ch, depth in _scan(text):
        if ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    if text[start:].strip():
        parts.append(text[start:].strip())
    return parts


class _Signature:
    """One overload's parameters: [(name, type text, has default)], and whether it takes *args/**kwargs."""

    def __init__(self, text):
        self.params, self.varargs, self.varkw = [], False, False
        for part in _split(text):
            if part.startswith("**"):
                self.varkw = True
            elif part.startswith("*"):
                self.varargs = True
            else:
                head, _, default = part.partition(" = ")
                name, _, kind = head.partition(": ")
                self.params.append((name.strip(), kind.strip(), bool(default)))


def _signatures(doc, name):
    """The signatures of `name` at the head of its pybind11 docstring (one per overload)."""
    found = []
    for line in (doc or "").splitlines():
        text = line.split(". ", 1)[1] if line[:1].isdigit() and ". " in line else line
        if text.startswith(name + "("):
            open_at = len(name)
            found.append(_Signature(text[open_at + 1:_closing(text, open_at)]))
    return [s for s in found if not (s.varargs and s.varkw and not s.params)] or found


def _type_name(value):
    return "None" if value is None else type(value).__name__


def _public_name(cls):
    return cls.__module__.replace("._core", "") + "." + cls.__qualname__


def _resolve(kind, core):
    """The class a signature's type text names ("csp._core.Problem", "csp._core.sudoku.Grid"), or None."""
    parts = kind.split(".")
    if parts[:2] != ["csp", "_core"]:
        return None
    obj = core
    for part in parts[2:]:
        obj = getattr(obj, part, None)
    return obj if isinstance(obj, type) else None


def _split_top(text):
    """The comma-separated parts of a type list, commas inside brackets left alone."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch == "["
        depth -= ch == "]"
        if ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    return parts + [text[start:].strip()]


def _expected(kind, value, core):
    """What an argument of pybind11 type `kind` must be, when `value` does not fit; else None."""
    if kind.startswith("Optional[") and kind.endswith("]"):
        if value is None:
            return None
        inner = _expected(kind[len("Optional["):-1], value, core)
        return inner and inner + " or None"
    if kind.startswith("Union[") and kind.endswith("]"):
        wants = [_expected(alternative, value, core) for alternative in _split_top(kind[len("Union["):-1])]
        if None in wants:
            return None
        return " or ".join(wants[:1] + [want.removeprefix("a ").removeprefix("an ") for want in wants[1:]])
    if kind in ("object", "handle", "") or kind.startswith("Any"):
        return None
    if kind == "int":
        if isinstance(value, bool) or not hasattr(type(value), "__index__"):
            return "an int"
        return None if -2**63 <= value.__index__() < 2**64 else "an int in range (this one is too large)"
    if kind == "float":
        return None if isinstance(value, numbers.Real) and not isinstance(value, bool) else "a number"
    if kind == "bool":
        return None if isinstance(value, bool) or hasattr(type(value), "__bool__") else "True or False"
    if kind == "str":
        return None if isinstance(value, (str, bytes)) else "a str"
    if kind == "os.PathLike":
        return None if isinstance(value, (str, bytes)) or hasattr(value, "__fspath__") else "a str or os.PathLike"
    if kind.startswith(("Iterable", "Iterator")):
        return None if hasattr(value, "__iter__") or hasattr(value, "__getitem__") else "an iterable"
    if kind.startswith(("Callable", "function")):
        return None if callable(value) else "a callable"
    if kind.startswith(("Dict", "dict")):
        return None if isinstance(value, dict) else "a dict"
    if kind.startswith(("List", "list", "Sequence", "Tuple", "tuple")):
        ok = hasattr(value, "__len__") and hasattr(value, "__getitem__") and not isinstance(value, (str, bytes))
        return None if ok else ("a tuple" if kind.startswith(("Tuple", "tuple")) else "a list")
    cls = _resolve(kind, core)
    if cls is not None:
        return None if isinstance(value, cls) else "a " + _public_name(cls)
    return None  # a type this does not know: not blamed


def _problem(function, signature, args, kwargs, core):
    """(arguments matched, the exception to raise) for a call that does not fit `signature`, or
    (matched, None) when nothing here can say what is wrong."""
    names = [name for name, _, _ in signature.params]
    public = [name for name in names if name != "self"]
    if len(args) > len(names) and not signature.varargs:
        given = len(args) - (len(names) - len(public))
        return 0, TypeError(f"{function}() takes at most {len(public)} positional arguments ({given} given)")
    bound = dict(zip(names, args))
    for key, value in kwargs.items():
        if key in bound:
            return 0, TypeError(f"{function}() got two values for the argument '{key}'")
        if key not in names:
            if signature.varkw:
                continue  # the function reads its own options and names an unknown one itself
            known = ", ".join(public) or "none"
            return 0, ValueError(f"{function}(): unknown option '{key}' (expected one of: {known})")
        bound[key] = value
    matched = 0
    for name, kind, has_default in signature.params:
        if name not in bound:
            if not has_default:
                return matched, TypeError(f"{function}() needs the argument '{name}'")
            continue
        expected = _expected(kind, bound[name], core)
        if expected is not None:
            return matched, TypeError(f"{function}(): {name} must be {expected}, got {_type_name(bound[name])}")
        matched += 1
    # Every argument has the right kind: the C++ side refused a number's range (an unsigned count
    # given a negative number, or a number beyond 32 bits), which the signature does not show.
    for name, kind, _ in signature.params:
        value = bound.get(name)
        if kind.replace("Optional[", "").rstrip("]") == "int" and isinstance(value, numbers.Integral):
            if value < 0:
                return matched, ValueError(f"{function}(): {name} must be 0 or more, got {value}")
            if value >= 2**31:
                return matched, ValueError(f"{function}(): {name} is too large: {value}")
    return matched, None


def _wrap(function, public_name, core):
    signatures = _signatures(function.__doc__, function.__name__)
    if not signatures:
        return function

    @functools.wraps(function)
    def checked(*args, **kwargs):
        try:
            return function(*args, **kwargs)
        except TypeError as error:
            if not any(words in str(error) for words in _PYBIND11_MISMATCH):
                raise
            found = [_problem(public_name, s, args, kwargs, core) for s in signatures]
            if any(problem is None for _, problem in found):
                raise  # an overload fits by the signatures: pybind11's own message says more
            raise max(found, key=lambda f: f[0])[1] from None

    return checked


def guard(module, core, prefix):
    """Wraps the public functions of `module` and the public methods (and __init__, __getitem__,
    __setitem__) of its classes; `prefix` ("csp", "csp.sudoku") names them in messages."""
    for name, value in list(vars(module).items()):
        if name.startswith("_"):
            continue
        if isinstance(value, type):
            for member, attr in list(vars(value).items()):
                if member.startswith("_") and member not in _DUNDERS:
                    continue
                label = f"{prefix}.{name}" if member == "__init__" else f"{prefix}.{name}.{member}"
                if isinstance(attr, staticmethod):
                    setattr(value, member, staticmethod(_wrap(attr.__func__, label, core)))
                elif type(attr).__name__ == "instancemethod":
                    setattr(value, member, _wrap(getattr(value, member), label, core))
        elif type(value).__name__ == "builtin_function_or_method":
            setattr(module, name, _wrap(value, f"{prefix}.{name}", core))
