extension HTMLShowReporter {
    /// The "Contrast" part of a theme set: a row per pair `check` checks, a column per scheme,
    /// each cell the foreground as real text on its background as seen (both composited over
    /// the scheme's base), with the WCAG ratio, the APCA Lc and whether the pair's minimum is met.
    static func writeContrast(_ theme: ShowReport.ThemeEntry, id: Int, to out: inout some TextOutputStream) {
        guard theme.schemes.contains(where: { !$0.contrast.isEmpty }) else {
            out.write("<h3>Contrast</h3>\n<p class=\"legend\">No contrast pair is checked here: pairs are checked once a <code>contrast</code> block in <code>.themelint.json</code> asks for them (see docs/contrast.md), and only those naming a role shown.</p>\n")
            return
        }
        out.write("<h3 id=\"set-\(id)-contrast\">Contrast</h3>\n<p class=\"legend\">Each pair as <code>check</code> measures it: the text over its background, both over the scheme's base; with several backgrounds, the worst. Pass or fail is by the pair's own measure and minimum.</p>\n")
        for start in stride(from: 0, to: theme.schemes.count, by: schemesPerTable) {
            let columns = Array(start..<min(start + schemesPerTable, theme.schemes.count)).filter { !theme.schemes[$0].contrast.isEmpty }
            guard !columns.isEmpty else { continue }
            // Pairs in first-seen order over these schemes; each scheme's measurements by pair.
            var pairs: [ContrastPair] = []
            var seen: Set<String> = []
            var byPair: [[String: Int]] = []
            for column in columns {
                var index: [String: Int] = [:]
                for (offset, measurement) in theme.schemes[column].contrast.enumerated() {
                    let identity = measurement.pair.identity
                    if index[identity] == nil { index[identity] = offset }
                    if seen.insert(identity).inserted { pairs.append(measurement.pair) }
                }
                byPair.append(index)
            }
            out.write("<table class=\"grid contrast\" style=\"contain-intrinsic-size:auto \(60 + pairs.count * 90)px\">\n<colgroup><col class=\"role\">" + String(repeating: "<col>", count: columns.count) + "</colgroup>\n")
            out.write("<thead><tr><th scope=\"col\">Pair</th>")
            for column in columns {
                out.write(HTMLPage.schemeHeader(theme.schemes[column].name, isDark: theme.schemes[column].appearance == .dark))
            }
            out.write("</tr></thead>\n<tbody>\n")
            for pair in pairs {
                var row = "<tr><th scope=\"row\">\(pairHeader(pair))</th>"
                for (position, column) in columns.enumerated() {
                    let scheme = theme.schemes[column]
                    guard let offset = byPair[position][pair.identity] else {
                        row += "<td class=\"absent\" data-scheme=\"\(HTMLText.escape(scheme.name))\" data-role=\"\(HTMLText.escape(pair.foreground))\">not measured</td>"
                        continue
                    }
                    row += cell(scheme.contrast[offset])
                }
                out.write(row + "</tr>\n")
            }
            out.write("</tbody>\n</table>\n")
        }
    }

    /// `text_primary on background_content` and the minimum (`4.5:1 (AA)`, `Lc 60`), inferred or not.
    private static func pairHeader(_ pair: ContrastPair) -> String {
        let backgrounds = pair.backgrounds.map { "<code>\(HTMLText.breakable($0))</code>" }.joined(separator: ", ")
        var minimum: String
        switch pair.algorithm {
        case .wcag2: minimum = "≥ \(MeasurementFormat.shortNumber(pair.minimum)):1" + (pair.level.map { " (\($0.rawValue))" } ?? "")
        case .apca: minimum = "APCA |Lc| ≥ \(MeasurementFormat.shortNumber(pair.minimum))"
        }
        if pair.isInferred { minimum += " · inferred" }
        return "<code>\(HTMLText.breakable(pair.foreground))</code> on \(backgrounds)<div class=\"meta\">\(HTMLText.escape(minimum))</div>"
    }

    /// The text on its background, the two measures, and pass or fail.
    private static func cell(_ measurement: ContrastMeasurement) -> String {
        let foreground = measurement.compositedForeground, background = measurement.compositedBackground
        let ratio = foreground.contrastRatio(with: background)
        let lc = measurement.lightnessContrast ?? APCA.lightnessContrast(text: foreground, background: background)
        let status = measurement.passes ? "<span class=\"status good\">pass</span>" : "<span class=\"status bad\">fail</span>"
        let worst = measurement.pair.backgrounds.count > 1 ? " on \(HTMLText.breakable(measurement.background))" : ""
        var out = "<td class=\"\(measurement.passes ? "pass" : "fail")\" data-scheme=\"\(HTMLText.escape(measurement.scheme))\" data-role=\"\(HTMLText.escape(measurement.foreground))\" data-background=\"\(HTMLText.escape(measurement.background))\">"
        out += "<span class=\"sample\" data-color=\"\(background.cssHex)\" style=\"background:\(background.cssHex);color:\(foreground.cssHex)\"><b>Aa</b>Text</span>"
        out += "<div class=\"meta\">\(status) \(MeasurementFormat.truncated(ratio)):1 · Lc \(MeasurementFormat.truncated(lc, decimals: 1))\(worst)</div></td>"
        return out
    }
}
