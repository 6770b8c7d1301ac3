import Foundation
import ThemeLintCore

/// `themelint-bench pipeline`: the in-process cost of each step of a `check` on a directory
/// of theme files (read, parse and resolve; lint; render), without process start or libgit2,
/// so that changes to those steps can be measured on a noisy machine.
enum PipelineBenchmark {
    /// Runs the subcommand; returns the exit status.
    static func run(_ arguments: [String]) -> Int32 {
        var runs = 51
        var directory: String?
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--runs", index + 1 < arguments.count, let value = Int(arguments[index + 1]), value > 0 {
                runs = value
                index += 2
            } else {
                directory = arguments[index]
                index += 1
            }
        }
        guard let directory else { return BenchSupport.fail("pipeline: missing <dir>") }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return BenchSupport.fail("pipeline: cannot list \(directory)")
        }
        var files: [String: [UInt8]] = [:]
        for name in names where name.hasSuffix(".json") {
            guard let data = FileManager.default.contents(atPath: directory + "/" + name) else {
                return BenchSupport.fail("pipeline: cannot read \(name)")
            }
            files[name] = Array(data)
        }
        let source = InMemorySource(files: files)
        var loads: [Double] = []
        var lints: [Double] = []
        var renders: [Double] = []
        var ruleTimes: [[Double]] = Array(repeating: [], count: RuleRegistry.all.count)
        var findingCount = 0
        for _ in 0..<runs {
            var project: LoadedProject?
            loads.append(BenchSupport.measure { project = try? ProjectLoader(source: source, configuration: .automatic).load() })
            guard let project else { return BenchSupport.fail("pipeline: cannot load \(directory)") }
            var findings: [Finding] = []
            lints.append(BenchSupport.measure { findings = Linter().lint(project) })
            let report = CheckReport(source: source.descriptor, findings: findings, files: project.files)
            renders.append(BenchSupport.measure { _ = CheckReportFormat.text.render(report, options: ReportOptions(useColor: false)) })
            findingCount = findings.count
            let context = LintContext(project: project)
            for (index, rule) in RuleRegistry.all.enumerated() {
                ruleTimes[index].append(BenchSupport.measure { _ = rule.init().findings(in: context) })
            }
        }
        for (name, values) in [("load (read, parse, resolve)", loads), ("lint (all rules)", lints), ("render (text report)", renders)] {
            let line = "pipeline \(name): median \(BenchSupport.format(BenchSupport.median(values) / 1e6, decimals: 2)) ms, fastest \(BenchSupport.format((values.min() ?? 0) / 1e6, decimals: 2)) ms\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        // Each rule alone: the first run pays for what a fresh process pays (metadata, caches).
        for (rule, values) in zip(RuleRegistry.all, ruleTimes) {
            let line = "  rule \(rule.description.id): median \(BenchSupport.format(BenchSupport.median(values) / 1e6, decimals: 3)) ms, first \(BenchSupport.format((values.first ?? 0) / 1e6, decimals: 3)) ms\n"
            FileHandle.standardOutput.write(Data(line.utf8))
        }
        FileHandle.standardOutput.write(Data("pipeline: \(files.count) files, \(findingCount) findings, \(runs) runs\n".utf8))
        return 0
    }
}
