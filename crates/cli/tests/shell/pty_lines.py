#!/usr/bin/env python3
"""Runs `folio shell ADDR` under a pseudo-terminal and sends it several lines in one write.

    pty_lines.py FOLIO ADDR MODE

MODE `typed`: the lines as raw keystrokes, all in one write (typed ahead, or pasted by a
terminal without bracketed paste). MODE `bracketed`: the same lines inside a bracketed paste
(ESC [200~ ... ESC [201~), then Enter. Waits for the shell's prompt, writes, waits for the
answers, then `.quit`. Prints everything the terminal showed. Python's standard library only.
"""

import os
import pty
import select
import sys
import time

LINES = b'count users\r\nfind users 2\r\ncount users {"status":0}\r\n'


def read_until(fd, want, limit):
    out = b""
    end = time.time() + limit
    while time.time() < end and want not in out:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:
                break
            if not chunk:
                break
            out += chunk
    return out


def main():
    folio, addr, mode = sys.argv[1], sys.argv[2], sys.argv[3]
    env = dict(os.environ, FOLIO_HISTORY="", TERM="xterm")
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(folio, [folio, "shell", addr], env)
    seen = read_until(fd, b"folio> ", 30)
    if mode == "typed":
        os.write(fd, LINES.replace(b"\r\n", b"\r"))
    else:
        os.write(fd, b"\x1b[200~" + LINES.replace(b"\r\n", b"\n").rstrip(b"\n") + b"\x1b[201~\r")
    # Three answers, then the prompt again after the last.
    seen += read_until(fd, b"Bob", 30)
    seen += read_until(fd, b"zzz-never", 2)
    os.write(fd, b".quit\r")
    seen += read_until(fd, b"zzz-never", 2)
    try:
        os.waitpid(pid, 0)
    except ChildProcessError:
        pass
    sys.stdout.write(seen.decode("utf-8", "replace"))


if __name__ == "__main__":
    main()
