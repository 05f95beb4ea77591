#!/usr/bin/env python3
"""Runs the hostile-input corpus (tests/data/hostile/*.case) against the programs named on the
command line, and fails when a program does not answer a case as the case says.

Usage: run_cases.py CASE_DIR NAME=PATH [NAME=PATH ...]
Only the cases whose `program` is among the NAMEs run, so one ctest per program can share the
folder. A case is a text file of `key: value` lines (# starts a comment line):

  program: sudoku                     the NAME of the program (required)
  args: hint --technique X-WING -     its arguments, split as a shell would, each unescaped as
                                      stdin-text is ({dir}: the case folder)
  stdin: inputs/file.txt              standard input from this file (relative to the case folder), or
  stdin-text: 53..7....\n             this text (backslash escapes as in Python: \n, \xEF), or
  stdin-python: ("0 " * 289 + "\n")   the str or bytes a Python expression gives
                                      (none of the three: empty standard input)
  stdout-to: /dev/full                standard output to this file, or `closed-pipe` (a pipe whose
                                      reader has gone); default: captured for the checks below
  exit: 2                             the expected exit status, or SIGPIPE for death by that signal
  stdout-has: text                    a fragment standard output must contain (repeatable;
  stderr-has: text                    escapes as in stdin-text)
  stdout-lacks: text                  a fragment it must not contain (repeatable)
  stderr-lacks: text
  stderr-lines: 1                     how many lines standard error must have
  max-rss-mb: 100                     the program's peak memory must stay below this
  timeout: 60                         seconds before the case fails (default 60)
"""
import os
import shlex
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

REPEATABLE = {"stdout-has", "stderr-has", "stdout-lacks", "stderr-lacks"}
KEYS = REPEATABLE | {"program", "args", "stdin", "stdin-text", "stdin-python", "stdout-to", "exit",
                     "stderr-lines", "max-rss-mb", "timeout"}


def unescape(text):
    """`\\n`, `\\xEF` and the like, as bytes (the case files are ASCII)."""
    return text.encode("latin-1").decode("unicode_escape").encode("latin-1")


def read_case(path):
    case = {key: [] for key in REPEATABLE}
    for number, line in enumerate(path.read_text(encoding="ascii").splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep or key not in KEYS:
            raise SystemExit(f"{path}:{number}: expected `key: value` with a key among {sorted(KEYS)}")
        value = value.strip()
        if key in REPEATABLE:
            case[key].append(unescape(value))
        elif key in case:
            raise SystemExit(f"{path}:{number}: `{key}` given twice")
        else:
            case[key] = value
    for key in ("program", "exit"):
        if key not in case:
            raise SystemExit(f"{path}: no `{key}:` line")
    return case


def stdin_bytes(case, folder):
    if "stdin" in case:
        return (folder / case["stdin"]).read_bytes()
    if "stdin-text" in case:
        return unescape(case["stdin-text"])
    if "stdin-python" in case:
        value = eval(case["stdin-python"], {})  # the corpus is ours: trusted
        return value if isinstance(value, bytes) else value.encode("utf-8")
    return b""


def run(case, program, folder):
    """Runs the case; returns (status, stdout, stderr, peak RSS in MB)."""
    args = [os.fsencode(program)] + [unescape(a) for a in shlex.split(case.get("args", "").replace("{dir}", str(folder)))]
    data = stdin_bytes(case, folder)
    target = case.get("stdout-to")
    stdout_file = None
    read_end = None
    if target == "closed-pipe":
        read_end, stdout_file = os.pipe()
        os.close(read_end)
    elif target:
        stdout_file = os.open(target, os.O_WRONLY)
    process = subprocess.Popen(args, stdin=subprocess.PIPE,
                               stdout=stdout_file if stdout_file is not None else subprocess.PIPE,
                               stderr=subprocess.PIPE)
    if stdout_file is not None:
        os.close(stdout_file)
    out, err = [], []
    readers = [threading.Thread(target=lambda s=s, into=into: into.append(s.read()))
               for s, into in ((process.stdout, out), (process.stderr, err)) if s is not None]

    def feed():
        try:
            process.stdin.write(data)
        except BrokenPipeError:
            pass  # the program stopped reading: its answer says why
        finally:
            try:
                process.stdin.close()
            except BrokenPipeError:
                pass

    threads = readers + [threading.Thread(target=feed)]
    for t in threads:
        t.start()
    timer = threading.Timer(float(case.get("timeout", 60)), process.kill)
    timer.start()
    # The peak of the program's own memory (VmHWM, since its exec), read until it exits: the
    # rusage of a child counts the runner's memory it was forked from.
    peak_kb = 0
    status_file = f"/proc/{process.pid}/status"
    while True:
        pid, status = os.waitpid(process.pid, os.WNOHANG)
        if pid != 0:
            process.returncode = os.waitstatus_to_exitcode(status)
            break
        try:
            with open(status_file) as f:
                for line in f:
                    if line.startswith("VmHWM:"):
                        peak_kb = max(peak_kb, int(line.split()[1]))
        except (OSError, ValueError):
            pass
        time.sleep(0.01)
    timer.cancel()
    for t in threads:
        t.join()
    return process.returncode, b"".join(out), b"".join(err), peak_kb / 1024


def expected_status(text):
    return -signal.SIGPIPE if text == "SIGPIPE" else int(text)


def check(path, case, result):
    status, out, err, rss = result
    problems = []
    if status != expected_status(case["exit"]):
        problems.append(f"exit status {status}, expected {case['exit']}")
    for stream, name in ((out, "stdout"), (err, "stderr")):
        for fragment in case[f"{name}-has"]:
            if fragment not in stream:
                problems.append(f"{name} lacks {fragment!r}")
        for fragment in case[f"{name}-lacks"]:
            if fragment in stream:
                problems.append(f"{name} has {fragment!r}")
    lines = err.count(b"\n")
    if "stderr-lines" in case and lines != int(case["stderr-lines"]):
        problems.append(f"stderr has {lines} lines, expected {case['stderr-lines']}")
    if "max-rss-mb" in case and rss >= float(case["max-rss-mb"]):
        problems.append(f"peak memory {rss:.0f} MB, expected below {case['max-rss-mb']} MB")
    if problems:
        print(f"FAIL {path.name}: " + "; ".join(problems))
        print("  stdout: " + out[:400].decode("utf-8", "replace").replace("\n", "\n          "))
        print("  stderr: " + err[:400].decode("utf-8", "replace").replace("\n", "\n          "))
        return False
    print(f"ok   {path.name} (exit {status}, {rss:.0f} MB)")
    return True


def main():
    if len(sys.argv) < 3:
        raise SystemExit(__doc__)
    folder = Path(sys.argv[1])
    programs = dict(arg.split("=", 1) for arg in sys.argv[2:])
    ran = failed = 0
    for path in sorted(folder.glob("*.case")):
        case = read_case(path)
        if case["program"] not in programs:
            continue
        ran += 1
        if not check(path, case, run(case, programs[case["program"]], folder)):
            failed += 1
    print(f"{ran - failed} of {ran} hostile cases answered as expected ({', '.join(sorted(programs))})")
    if ran == 0:
        raise SystemExit("no case for these programs")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
