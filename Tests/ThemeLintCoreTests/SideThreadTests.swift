#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization
import Testing
import ThemeLintTestSupport
@testable import ThemeLintCore

@Suite("Side threads")
struct SideThreadTests {
    @Test("a joinable side thread runs its body once")
    func joinableRunsOnce() throws {
        let runs = SharedCounter()
        let thread = try #require(SideThread.start { runs.increment() })
        pthread_join(thread, nil)
        #expect(runs.count == 1)
    }

    @Test("a detached side thread runs its body once")
    func detachedRuns() async throws {
        let runs = SharedCounter()
        #expect(SideThread.startDetached { runs.increment() })
        for _ in 0..<2_000 where runs.count == 0 {
            try await Task.sleep(for: .milliseconds(1))
        }
        #expect(runs.count == 1)
    }

    @Test("work run on a side thread gives its value, or its error, to the thread that waits")
    func pendingValueAndError() throws {
        struct Failure: Error, Equatable {}
        let counter = SharedCounter()
        let value = SideThread.Pending { () -> Int in
            counter.increment()
            return 42
        }
        SideThread.startDetached { value.run() }
        #expect(try value.value() == 42)
        #expect(counter.count == 1)
        let failing = SideThread.Pending { () throws -> Int in throw Failure() }
        SideThread.startDetached { failing.run() }
        #expect(throws: Failure()) { try failing.value() }
    }

    @Test("pending work runs once: on the thread that runs it first, else on the one that waits")
    func pendingRunsOnce() throws {
        let counter = SharedCounter()
        let unclaimed = SideThread.Pending { () -> Int in
            counter.increment()
            return 1
        }
        #expect(try unclaimed.value() == 1, "nobody ran it: value() runs it")
        unclaimed.run()
        #expect(counter.count == 1)

        let claimed = SideThread.Pending { () -> Int in
            usleep(20_000)
            counter.increment()
            return 2
        }
        let runner = try #require(SideThread.start { claimed.run() })
        usleep(5_000) // the runner has most likely claimed it; value() must then wait, not run it
        #expect(try claimed.value() == 2)
        claimed.run()
        pthread_join(runner, nil)
        #expect(counter.count == 2)
    }

    #if os(Linux)
    @Test("on Linux with several CPUs, the thread starts away from its creator's CPU, then may run on all of the creator's",
          .enabled(if: ((try? allowedCPUs().count) ?? 0) > 1, "the process may use one CPU only"))
    func placedAwayFromCaller() throws {
        let callerCPUs = try Self.allowedCPUs()
        let seen = Mutex<(placement: (startedOn: Int, keptFrom: Int)?, cpus: Set<Int>?)>((nil, nil))
        let thread = try #require(SideThread.start { seen.withLock { $0 = (SideThread.placement, try? Self.allowedCPUs()) } })
        pthread_join(thread, nil)
        let (placement, threadCPUs) = seen.withLock { $0 }
        let placed = try #require(placement)
        #expect(placed.startedOn != placed.keptFrom)
        #expect(callerCPUs.contains(placed.startedOn) && callerCPUs.contains(placed.keptFrom))
        #expect(threadCPUs == callerCPUs) // the placement is undone once the thread runs
        #expect(SideThread.placement == nil) // this thread was not placed
    }

    /// The CPUs the calling thread may run on, from `/proc/thread-self/status`.
    static func allowedCPUs() throws -> Set<Int> {
        let text = try String(decoding: readFile("/proc/thread-self/status"), as: UTF8.self)
        let line = try #require(text.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
        var cpus = Set<Int>()
        for range in line.dropFirst("Cpus_allowed_list:".count).trimmingWhitespace.split(separator: ",") {
            let bounds = range.split(separator: "-").compactMap { Int($0) }
            guard let low = bounds.first, let high = bounds.last else { continue }
            cpus.formUnion(low...high)
        }
        return cpus
    }

    static func readFile(_ path: String) throws -> [UInt8] {
        let file = open(path, O_RDONLY)
        try #require(file >= 0)
        defer { close(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
    #endif
}

private extension Substring {
    var trimmingWhitespace: Substring {
        drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed().reduce(into: Substring()) { $0.append($1) }
    }
}
