/// The frame every HTML page of themelint shares (`diff`, `show`, `compress` and `rename` with
/// `--format html`): one stylesheet, the document head and the page header, so the pages look
/// like one product. A page is self-contained: inline CSS, no script, no external asset, and it
/// prints on paper (swatches keep their colors; rows do not split across pages).
enum HTMLPage {
    /// Writes the document up to and including the page header: `title` as the `<title>` and
    /// the `<h1>`, `summary` under it. Both are escaped here.
    static func writeStart(title: String, summary: String, to out: inout some TextOutputStream) {
        out.write("""
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTMLText.escape(title))</title>
            <style>\(stylesheet)</style>
            </head>
            <body>
            <header><h1>\(HTMLText.escape(title))</h1><p class="summary">\(HTMLText.escape(summary))</p>
            """)
    }

    /// Closes the page header (after anything a page adds to it, such as a table of contents).
    static func writeHeaderEnd(to out: inout some TextOutputStream) {
        out.write("</header>\n\n")
    }

    /// Closes the document.
    static func writeEnd(to out: inout some TextOutputStream) {
        out.write("</body>\n</html>\n")
    }

    /// A scheme's column header: its name and a light or dark badge.
    static func schemeHeader(_ name: String, isDark: Bool) -> String {
        "<th scope=\"col\">\(HTMLText.breakable(name)) <span class=\"mode \(isDark ? "dark" : "light")\">\(isDark ? "dark" : "light")</span></th>"
    }

    /// The one stylesheet of every page.
    static let stylesheet = """
        :root{color-scheme:light;--line:#d8dbe0;--muted:#5f6b7a}
        *{box-sizing:border-box}
        body{font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0 auto;max-width:1200px;padding:24px;color:#1c1e21;background:#fff}
        h1{font-size:22px;margin:0 0 4px;overflow-wrap:break-word}
        h2{font-size:18px;margin:32px 0 8px;border-bottom:1px solid var(--line);padding-bottom:4px}
        h3{font-size:16px;margin:20px 0 6px;overflow-wrap:break-word}
        h3 small,td small{color:var(--muted);font-weight:normal}
        .summary{color:var(--muted);margin:0}
        table{border-collapse:collapse;width:100%;table-layout:fixed}
        th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid var(--line);overflow-wrap:break-word}
        th{font-size:13px;color:var(--muted);font-weight:600}
        .num{text-align:right;width:5.5em}
        table.roles th:first-child{width:30%}
        table.roles th:last-child{width:16%}
        code{font:13px/1.3 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
        .color{display:flex;gap:8px;align-items:flex-start;min-width:0}
        .color>span:last-child{min-width:0;overflow-wrap:anywhere}
        .problem{color:#a15c00}
        .tag{display:inline-block;background:#eef1f5;border-radius:4px;padding:0 6px;margin:0 4px 4px 0;font-size:13px}
        .chain{color:var(--muted);font-size:12px;margin-top:4px}
        .status{font-weight:600}.status.bad{color:#c4002b}.status.good{color:#137333}
        .notices code{color:#a15c00}
        .legend{color:var(--muted);margin:0 0 8px;font-size:13px}
        table.grid col.role{width:24%}
        table.grid tbody th{color:#1c1e21;font-weight:normal}
        table.grid td,table.grid tbody th{padding:10px 8px}
        .pair{display:flex;margin-bottom:6px}
        .sw{flex:none;display:block;width:72px;height:48px;border:1px solid rgba(0,0,0,.22);overflow:hidden}
        .sw>span{display:block;width:100%;height:100%}
        .sw.before{border-radius:8px 0 0 8px;border-right:none}
        .sw.after{border-radius:0 8px 8px 0}
        .sw.small{width:56px;height:32px}
        .sw.split>span{height:50%}
        table.palette col.file{width:20%}table.palette col.name{width:22%}table.palette col.change{width:24%}table.palette col.num{width:5.5em}
        table.palette tbody th{color:#1c1e21;font-weight:normal}
        .sw.missing{background:repeating-linear-gradient(45deg,#eee 0 6px,#fff 6px 12px)}
        .hexes{font-size:13px}.hexes code{font-size:12px}
        .meta{color:var(--muted);font-size:12px;margin-top:2px;overflow-wrap:break-word}
        td.same{color:#aab1ba;font-size:13px}
        .mode{display:inline-block;font-size:11px;font-weight:600;border-radius:4px;padding:0 5px;margin-left:4px;vertical-align:1px}
        .mode.light{background:#fff;color:#1c1e21;border:1px solid var(--line)}
        .mode.dark{background:#19191a;color:#e1e3e6;border:1px solid #19191a}
        .ck{background:repeating-conic-gradient(#c9ced6 0 25%,#fff 0 50%) 0 0/12px 12px}
        .cell{display:flex;gap:8px;align-items:center;min-width:0}
        .cell>code{min-width:0;overflow-wrap:anywhere;font-size:12px}
        .sw.cs{width:40px;height:28px;border-radius:6px}
        table.show,table.contrast{content-visibility:auto}
        table.show col.role{width:22%}
        table.show td,table.show tbody th{padding:6px 8px;vertical-align:middle}
        td.absent{color:#aab1ba;font-size:12px}
        td.unknown .problem{font-size:12px;overflow-wrap:anywhere}
        nav.sets{font-size:13px;color:var(--muted);margin-top:8px}
        nav.sets a{color:inherit;margin-right:12px}
        .sample{display:block;border-radius:6px;padding:6px 8px;border:1px solid rgba(0,0,0,.12);font-size:15px;line-height:1.2;overflow-wrap:anywhere}
        .sample b{font-size:20px;margin-right:6px}
        table.contrast col.role{width:22%}
        td.fail{background:#fff4f5}
        .plan li{margin:2px 0}
        .merged{margin-bottom:6px}
        details.legend{margin:0 0 4px}details.legend summary{cursor:pointer}
        @media print{body{max-width:none;padding:0;font-size:11px}*{-webkit-print-color-adjust:exact;print-color-adjust:exact}tr,.pair,.sample{break-inside:avoid}thead{display:table-header-group}h2,h3{break-after:avoid}nav.sets{display:none}}
        """
}
