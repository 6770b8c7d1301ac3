/// A part of `themelint log`'s report, which is written as the walk finds its commits: the
/// header, then each listed entry, then the footer. A log reporter writes each part as it comes.
public enum LogReportPart: Sendable {
    /// The opening, naming the range walked (`HEAD` when none was given).
    case header(range: String)
    /// One listed commit; `first` when no entry came before it.
    case entry(LogEntry, first: Bool)
    /// The closing; `empty` when no entry was listed.
    case footer(empty: Bool)
}
