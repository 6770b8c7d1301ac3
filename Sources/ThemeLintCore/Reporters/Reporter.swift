/// Writes one kind of report as text: check, diff, show, log, a `compress`/`rename` plan or a
/// contrast measurement. A reporter is a pure function of its report and its own options
/// (color, `--explain`): it reads nothing and writes only to `sink`. Long reports are written
/// item by item, so they never exist as one string; a log is written part by part as the walk
/// finds its commits (`LogReportPart`).
///
/// Which reporter a `--format` value names is decided in one place, `ReportFormat.swift`.
public protocol Reporter<Report>: Sendable {
    /// What the reporter writes.
    associatedtype Report

    /// Writes `report` to `sink`.
    func write(_ report: Report, to sink: inout some TextOutputStream)
}

extension Reporter {
    /// `report` as one string (tests, small reports).
    public func render(_ report: Report) -> String {
        var out = ""
        write(report, to: &out)
        return out
    }
}
