/// A commit as `themelint log` lists it: what `git log` prints in its header.
public struct LogCommit: Sendable, Hashable {
    /// The full 40-hex commit id.
    public var id: String
    /// The parents' ids, first parent first (empty for a root commit).
    public var parents: [String]
    /// The author's name.
    public var authorName: String
    /// The author's email.
    public var authorEmail: String
    /// The author date, seconds since 1970-01-01 UTC.
    public var authorTime: Int64
    /// The author date's offset from UTC, in minutes.
    public var authorOffsetMinutes: Int
    /// The subject: the message's first paragraph on one line (git's `%s`).
    public var subject: String

    /// Creates a commit record.
    public init(id: String, parents: [String], authorName: String, authorEmail: String, authorTime: Int64, authorOffsetMinutes: Int, subject: String) {
        self.id = id
        self.parents = parents
        self.authorName = authorName
        self.authorEmail = authorEmail
        self.authorTime = authorTime
        self.authorOffsetMinutes = authorOffsetMinutes
        self.subject = subject
    }

    /// The author date as ISO 8601 in the author's own offset (`2024-05-01T12:30:00+03:00`),
    /// as `git log --date=iso-strict` prints it.
    public var isoDate: String {
        let parts = civil
        let sign = authorOffsetMinutes < 0 ? "-" : "+"
        let offset = abs(authorOffsetMinutes)
        return "\(pad(parts.year, 4))-\(pad(parts.month))-\(pad(parts.day))T\(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second))"
            + "\(sign)\(pad(offset / 60)):\(pad(offset % 60))"
    }

    /// The author date as `git log` prints it by default (`Wed May 1 12:30:00 2024 +0300`).
    public var gitDate: String {
        let parts = civil
        let weekdays = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let days = Self.floorDiv(localSeconds, 86_400)
        let weekday = weekdays[Int(((days % 7) + 7) % 7)]
        let sign = authorOffsetMinutes < 0 ? "-" : "+"
        let offset = abs(authorOffsetMinutes)
        return "\(weekday) \(months[parts.month - 1]) \(parts.day) \(pad(parts.hour)):\(pad(parts.minute)):\(pad(parts.second)) \(parts.year) \(sign)\(pad(offset / 60))\(pad(offset % 60))"
    }

    private var localSeconds: Int64 { authorTime + Int64(authorOffsetMinutes) * 60 }

    /// The local date and time (proleptic Gregorian; Howard Hinnant's days-to-civil).
    private var civil: (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let seconds = localSeconds
        let days = Self.floorDiv(seconds, 86_400)
        let inDay = Int(seconds - days * 86_400)
        let z = days + 719_468
        let era = Self.floorDiv(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = Int(dayOfYear - (153 * mp + 2) / 5 + 1)
        let month = Int(mp < 10 ? mp + 3 : mp - 9)
        let year = Int(yearOfEra + era * 400) + (month <= 2 ? 1 : 0)
        return (year, month, day, inDay / 3600, inDay / 60 % 60, inDay % 60)
    }

    private static func floorDiv(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    private func pad(_ value: Int, _ width: Int = 2) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
