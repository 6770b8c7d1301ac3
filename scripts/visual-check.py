#!/usr/bin/env python3
"""Opens a themelint HTML page (show, compress or rename with --format html) in Debian's chromium
through Playwright (never Playwright's own browser download), with JavaScript off and every
request other than the page itself blocked and recorded, and prints one JSON object:

  requests     every URL the page asked for besides itself (blocked; should be empty)
  renderMs     milliseconds from navigation to the load event and the page laid out
  cells        every grid cell of the show page: theme, scheme, role, the data-color of its
               swatch, the computed background color of that swatch as #RRGGBBAA, and the
               problem it states when it has no color
  moves        every cell of the "Changed roles" grid (plan and diff pages): file, scheme, role,
               data-delta-e, the before and after data-color and their computed colors
  pairs        contrast cells: scheme, foreground, background, data-color, pass or fail
  scrollWidth  the page's scroll width at the viewport width (1280 px)
  pdfBytes, pdfPages, pdfMs   with --pdf OUT.pdf: the page printed to PDF (A4), and how long

Usage: visual-check.py PAGE.html [--pdf OUT.pdf] [--screenshot OUT.png [--height PX] [--at SELECTOR]]
  --screenshot saves the viewport (1280 x --height, default 900) scrolled to SELECTOR when given.
Exit status: 0 measured, 3 chromium or playwright missing (the message says which)."""
import json
import os
import sys

from chromium_page import find_browser
import time

EXTRACT = """() => {
  const hex = (css) => {
    const m = css.match(/rgba?\\(([^)]*)\\)/);
    if (!m) return css;
    const parts = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
    const a = parts.length > 3 ? Math.round(parts[3] * 255) : 255;
    return '#' + [parts[0], parts[1], parts[2], a].map(v => v.toString(16).toUpperCase().padStart(2, '0')).join('');
  };
  const colorOf = (el) => el ? hex(getComputedStyle(el).backgroundColor) : null;
  const cells = [...document.querySelectorAll('section.theme table.show td[data-role]')].map(td => {
    const sw = td.querySelector('[data-color]');
    const problem = td.querySelector('.problem');
    return {theme: td.closest('section.theme').dataset.theme, scheme: td.dataset.scheme, role: td.dataset.role,
            color: sw ? sw.dataset.color : null, computed: colorOf(sw), title: td.title,
            problem: problem ? problem.textContent : null, absent: td.classList.contains('absent')};
  });
  const moves = [...document.querySelectorAll('table.grid:not(.show):not(.contrast) td[data-role]')].map(td => {
    const before = td.querySelector('.sw.before [data-color]');
    const after = td.querySelector('.sw.after [data-color]');
    return {file: td.closest('table').dataset.file, scheme: td.dataset.scheme, role: td.dataset.role, deltaE: td.dataset.deltaE ?? null,
            unchanged: td.classList.contains('same'),
            before: before ? before.dataset.color : null, after: after ? after.dataset.color : null,
            beforeComputed: colorOf(before), afterComputed: colorOf(after), text: td.textContent};
  });
  const pairs = [...document.querySelectorAll('table.contrast td[data-background]')].map(td => {
    const sample = td.querySelector('.sample');
    return {theme: td.closest('section.theme').dataset.theme, scheme: td.dataset.scheme, foreground: td.dataset.role,
            background: td.dataset.background, color: sample.dataset.color, computed: colorOf(sample),
            textColor: hex(getComputedStyle(sample).color), passes: td.classList.contains('pass')};
  });
  const merges = [...document.querySelectorAll('[data-replaced]')].map(d => ({name: d.dataset.replaced, deltaE: d.dataset.deltaE}));
  return {title: document.title, cells, moves, pairs, merges,
          scrollWidth: document.scrollingElement.scrollWidth,
          headerCellsWithoutScope: [...document.querySelectorAll('th')].filter(th => !th.hasAttribute('scope')).length};
}"""


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        print(__doc__, file=sys.stderr)
        return 2
    page_path = os.path.abspath(args[0])

    def option(name, default=None):
        return args[args.index(name) + 1] if name in args else default

    browser_found = find_browser()
    if browser_found is None:
        return 3
    chromium, sync_playwright = browser_found
    url = "file://" + page_path
    requests = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=chromium, args=["--no-sandbox"])
        height = int(option("--height", "900"))
        context = browser.new_context(viewport={"width": 1280, "height": height}, java_script_enabled=False)

        def route(r):
            if r.request.url == url:
                r.continue_()
            else:
                requests.append(r.request.url)
                r.abort()

        context.route("**/*", route)
        page = context.new_page()
        start = time.monotonic()
        page.goto(url, wait_until="load", timeout=120_000)
        # Loaded, then laid out (reading a size forces the layout of the whole page).
        page.evaluate("() => document.body.getBoundingClientRect().height")
        result = {"renderMs": round((time.monotonic() - start) * 1000)}
        result.update(page.evaluate(EXTRACT))
        shot = option("--screenshot")
        if shot:
            at = option("--at")
            if at:
                page.locator(at).first.scroll_into_view_if_needed()
                page.evaluate("(s) => document.querySelector(s).scrollIntoView({block: 'start'})", at)
            page.screenshot(path=shot)
        pdf = option("--pdf")
        if pdf:
            start = time.monotonic()
            page.emulate_media(media="print")
            # "Background graphics" off, as a browser's print dialog starts: the page's own
            # print-color-adjust keeps its swatches.
            page.pdf(path=pdf, format="A4", print_background=False)
            result["pdfMs"] = round((time.monotonic() - start) * 1000)
            data = open(pdf, "rb").read()
            result["pdfBytes"] = len(data)
            result["pdfPages"] = data.count(b"/Type /Page") - data.count(b"/Type /Pages")
        browser.close()
    result["requests"] = requests
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
