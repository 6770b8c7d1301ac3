import Foundation
import ThemeLintCore

/// `themelint-bench json`: themelint's `JSONParser` against Foundation's `JSONSerialization`
/// on the same files, both parsing from bytes already in memory.
enum JSONBenchmark {
    private enum Parsers: String {
        case both, ours, foundation
    }

    /// One input file, loaded once in the form each parser takes (only the forms needed, so
    /// that peak memory measured around a single-parser run is that parser's).
    private struct Input {
        var path: String
        var bytes: [UInt8]
        var data: Data
        var size: Int
    }

    /// Runs the subcommand; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var runs = 21
        var parsers = Parsers.both
        var paths: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--runs":
                index += 1
                guard index < arguments.count, let value = Int(arguments[index]), value > 0 else {
                    return BenchSupport.fail("--runs needs a positive number")
                }
                runs = value
            case "--parser":
                index += 1
                guard index < arguments.count, let value = Parsers(rawValue: arguments[index]) else {
                    return BenchSupport.fail("--parser needs both, ours or foundation")
                }
                parsers = value
            default:
                paths.append(argument)
            }
            index += 1
        }
        guard !paths.isEmpty else {
            printBenchUsage()
            return 2
        }

        let inputs: [Input]
        do {
            inputs = try loadInputs(paths, bytes: parsers != .foundation, data: parsers != .ours)
        } catch {
            return BenchSupport.fail("\(error)")
        }
        guard !inputs.isEmpty else { return BenchSupport.fail("no .json files found") }

        // Every file must parse.
        for input in inputs where parsers != .foundation {
            do {
                _ = try JSONParser().parse(input.bytes)
            } catch {
                return BenchSupport.fail("\(input.path):\(error)")
            }
        }

        let totalBytes = inputs.reduce(0) { $0 + $1.size }
        let megabytes = Double(totalBytes) / 1_000_000
        print("JSON parsing: \(inputs.count) file(s), \(BenchSupport.format(Double(totalBytes) / 1000, decimals: 1)) KB, median of \(runs) full passes")

        var ourMedian: Double?
        if parsers != .foundation {
            let (median, fastest) = timePasses(runs: runs) { checksum in
                for input in inputs {
                    // Validated above; a failure here cannot happen and would only skew the count.
                    if let document = try? JSONParser().parse(input.bytes) {
                        checksum &+= document.root.value.objectMembers?.count ?? 1
                    }
                }
            }
            ourMedian = median
            report("themelint JSONParser", median: median, fastest: fastest, megabytes: megabytes)
        }
        var foundationMedian: Double?
        if parsers != .ours {
            let (median, fastest) = timePasses(runs: runs) { checksum in
                for input in inputs {
                    if let object = try? JSONSerialization.jsonObject(with: input.data) as? [String: Any] {
                        checksum &+= object.count
                    }
                }
            }
            foundationMedian = median
            report("Foundation JSONSerialization", median: median, fastest: fastest, megabytes: megabytes)
        }
        if let ourMedian, let foundationMedian {
            print("  JSONParser is \(BenchSupport.format(foundationMedian / ourMedian, decimals: 2))× as fast as JSONSerialization")
        }
        return 0
    }

    /// The median and the fastest duration of `runs` passes (after one warm-up pass).
    private static func timePasses(runs: Int, _ pass: (inout Int) -> Void) -> (median: Double, fastest: Double) {
        var checksum = 0
        pass(&checksum)
        var times: [Double] = []
        for _ in 0..<runs {
            times.append(BenchSupport.measure { pass(&checksum) })
        }
        // Keeps the work observable so the optimizer cannot drop it.
        if checksum == Int.min { print(checksum) }
        return (BenchSupport.median(times), times.min() ?? 0)
    }

    private static func report(_ name: String, median: Double, fastest: Double, megabytes: Double) {
        let throughput = megabytes / (median / 1_000_000_000)
        let label = name.padding(toLength: 30, withPad: " ", startingAt: 0)
        print("  \(label) \(BenchSupport.format(median / 1_000_000, decimals: 3)) ms/pass (fastest \(BenchSupport.format(fastest / 1_000_000, decimals: 3)))   \(BenchSupport.format(throughput, decimals: 1)) MB/s")
    }

    /// The files named by `paths`; a directory contributes its `*.json` files, sorted.
    private static func loadInputs(_ paths: [String], bytes needsBytes: Bool, data needsData: Bool) throws -> [Input] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw BenchError("no such file or directory: \(path)")
            }
            if isDirectory.boolValue {
                let names = try FileManager.default.contentsOfDirectory(atPath: path)
                files += names.filter { $0.hasSuffix(".json") }.sorted().map { (path as NSString).appendingPathComponent($0) }
            } else {
                files.append(path)
            }
        }
        return try files.map { path in
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            return Input(path: path, bytes: needsBytes ? [UInt8](data) : [], data: needsData ? data : Data(), size: data.count)
        }
    }
}

/// A benchmark setup failure with a message.
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
