import Foundation

/// Small helpers shared by the benchmark subcommands.
enum BenchSupport {
    /// Writes `message` and a newline to standard error.
    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("themelint-bench: \(message)\n".utf8))
        return 2
    }

    /// Nanoseconds taken by `body`.
    static func measure(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start)
    }

    /// The median of `values` (which must not be empty).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// `value` with `decimals` digits after the point.
    static func format(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
