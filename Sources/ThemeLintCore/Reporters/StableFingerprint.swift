/// Stable fingerprints for findings in CI reports (SARIF `partialFingerprints`, GitLab Code
/// Quality `fingerprint`): SHA-256 of `Finding.matchKey`, in lowercase hex.
///
/// The key leaves out line numbers, so a finding keeps its fingerprint when lines move; CI
/// systems then track it as the same issue across commits. When several findings share a key,
/// the second and later ones hash the key with their occurrence number, so every fingerprint in
/// one report is unique (GitLab drops duplicates).
public enum StableFingerprint {
    /// One fingerprint per finding, in the order given, unique within the list.
    public static func fingerprints(of findings: [Finding]) -> [String] {
        var generator = Generator()
        return findings.map { generator.next(for: $0) }
    }

    /// Fingerprints made one at a time, in report order, for reporters that stream: it
    /// remembers only a digest per distinct key, not the keys or the fingerprints given out.
    public struct Generator: Sendable {
        /// How often each key's digest has been seen so far.
        private var occurrences: [Digest: Int] = [:]
        /// The current key's bytes (reused from finding to finding).
        private var key: [UInt8] = []

        /// Creates a generator that has seen no finding yet, with room for `capacity` distinct keys.
        public init(capacity: Int = 0) {
            occurrences.reserveCapacity(capacity)
        }

        /// The fingerprint of `finding`, the next in report order: SHA-256 of its match key the
        /// first time the key occurs, of the key and its occurrence number after that.
        public mutating func next(for finding: Finding) -> String {
            key.removeAll(keepingCapacity: true)
            finding.appendMatchKey(to: &key)
            let digest = sha256(bytes: key)
            let seen = occurrences[digest, default: 0]
            occurrences[digest] = seen + 1
            guard seen > 0 else { return digest.hex }
            key.append(contentsOf: "\u{1F}#\(seen + 1)".utf8)
            return sha256(bytes: key).hex
        }
    }

    /// A SHA-256 digest: its 256 bits as four big-endian 64-bit words.
    struct Digest: Hashable, Sendable {
        var words: SIMD4<UInt64>

        /// 64 lowercase hex digits, written straight into the string's storage.
        var hex: String {
            String(unsafeUninitializedCapacity: 64) { buffer in
                for index in 0..<4 {
                    let word = words[index]
                    for digit in 0..<16 {
                        let nibble = UInt8(truncatingIfNeeded: word >> UInt64(60 - 4 * digit)) & 0xF
                        buffer[index * 16 + digit] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                    }
                }
                return 64
            }
        }
    }

    /// SHA-256 (FIPS 180-4) of the UTF-8 bytes of `text`, as 64 lowercase hex digits.
    public static func sha256Hex(_ text: String) -> String {
        sha256Hex(bytes: Array(text.utf8))
    }

    /// SHA-256 (FIPS 180-4) of `bytes`, as 64 lowercase hex digits.
    public static func sha256Hex(bytes: [UInt8]) -> String {
        sha256(bytes: bytes).hex
    }

    /// SHA-256 (FIPS 180-4) of `bytes`: whole 64-byte blocks are read in place, the padded
    /// tail from a small buffer; no copy of the message.
    static func sha256(bytes: [UInt8]) -> Digest {
        var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
        )
        let wholeBlocks = bytes.count / 64
        bytes.withUnsafeBufferPointer { message in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
                for block in 0..<wholeBlocks {
                    compress(UnsafeBufferPointer(rebasing: message[(block * 64)..<(block * 64 + 64)]), into: &state, schedule: schedule)
                }
                // The tail, 0x80, zeros and the 64-bit bit length: one block or two.
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { padded in
                    let rest = message.count - wholeBlocks * 64
                    let length = rest < 56 ? 64 : 128
                    for i in 0..<length { padded[i] = 0 }
                    for i in 0..<rest { padded[i] = message[wholeBlocks * 64 + i] }
                    padded[rest] = 0x80
                    let bitLength = UInt64(message.count) &* 8
                    for i in 0..<8 { padded[length - 1 - i] = UInt8(truncatingIfNeeded: bitLength >> UInt64(8 * i)) }
                    for start in stride(from: 0, to: length, by: 64) {
                        compress(UnsafeBufferPointer(rebasing: padded[start..<(start + 64)]), into: &state, schedule: schedule)
                    }
                }
            }
        }
        func joined(_ high: UInt32, _ low: UInt32) -> UInt64 { UInt64(high) << 32 | UInt64(low) }
        return Digest(words: SIMD4(joined(state.0, state.1), joined(state.2, state.3), joined(state.4, state.5), joined(state.6, state.7)))
    }

    /// One round of SHA-256's compression over a 64-byte block.
    private static func compress(
        _ block: UnsafeBufferPointer<UInt8>, into state: inout (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32),
        schedule: UnsafeMutableBufferPointer<UInt32>
    ) {
        for i in 0..<16 {
            let base = i * 4
            schedule[i] = UInt32(block[base]) << 24 | UInt32(block[base + 1]) << 16 | UInt32(block[base + 2]) << 8 | UInt32(block[base + 3])
        }
        for i in 16..<64 {
            let s0 = rotateRight(schedule[i - 15], 7) ^ rotateRight(schedule[i - 15], 18) ^ (schedule[i - 15] >> 3)
            let s1 = rotateRight(schedule[i - 2], 17) ^ rotateRight(schedule[i - 2], 19) ^ (schedule[i - 2] >> 10)
            schedule[i] = schedule[i - 16] &+ s0 &+ schedule[i - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for i in 0..<64 {
            let s1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ s1 &+ choice &+ roundConstants[i] &+ schedule[i]
            let s0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = s0 &+ majority
            h = g; g = f; f = e; e = d &+ temp1
            d = c; c = b; b = a; a = temp1 &+ temp2
        }
        state = (state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h)
    }

    private static func rotateRight(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
