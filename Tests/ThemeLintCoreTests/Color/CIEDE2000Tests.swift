import Testing
import ThemeLintCore
import ThemeLintTestSupport

@Suite struct CIEDE2000Tests {
    @Test func matchesSharmaWuDalalTestData() throws {
        let rows = try fixtureRows("ciede2000_sharma")
        #expect(rows.count == 34)
        for row in rows {
            let numbers = row.compactMap(Double.init)
            try #require(numbers.count == 7)
            let first = CIELab(l: numbers[0], a: numbers[1], b: numbers[2])
            let second = CIELab(l: numbers[3], a: numbers[4], b: numbers[5])
            let forward = CIEDE2000.difference(first, second)
            let backward = CIEDE2000.difference(second, first)
            #expect(abs(forward - numbers[6]) < 1e-4, "\(row): \(forward)")
            #expect(abs(backward - numbers[6]) < 1e-4, "\(row) reversed: \(backward)")
        }
    }

    /// The early-exit form answers exactly as the full formula does: the bounds it checks first
    /// never turn away a pair below the limit, near the limit included, blue hues (the largest
    /// rotation term) and grays (the largest G) included.
    @Test func differenceBelowALimitAgreesWithTheFullFormula() {
        var generator = SystemRandomNumberGenerator()
        var lost = 0, agreed = 0
        for round in 0..<200_000 {
            let first = CIELab(l: .random(in: 0...100, using: &generator), a: .random(in: -128...128, using: &generator), b: .random(in: -128...128, using: &generator))
            // Partners nearby (most pairs near a small limit), some far.
            let spread = round % 4 == 0 ? 40.0 : 4.0
            let second = CIELab(
                l: first.l + .random(in: -spread...spread, using: &generator), a: first.a + .random(in: -spread...spread, using: &generator),
                b: first.b + .random(in: -spread...spread, using: &generator))
            let full = CIEDE2000.difference(first, second)
            for limit in [0.5, 1.0, 2.3, 10.0, full, full.nextUp] {
                let early = CIEDE2000.difference(first, second, below: limit)
                if (full < limit) != (early != nil) || (early.map { $0 != full } ?? false) { lost += 1 } else { agreed += 1 }
            }
        }
        #expect(lost == 0, "\(lost) of \(lost + agreed) answers differ")
        #expect(CIEDE2000.difference(CIELab(l: 50, a: 0, b: 0), CIELab(l: 50, a: 0, b: 0), below: .infinity) == 0)
    }

    @Test func identicalColorsHaveZeroDifference() {
        #expect(RGBA(red8: 0x26, green8: 0x88, blue8: 0xEB).deltaE2000(to: RGBA(red8: 0x26, green8: 0x88, blue8: 0xEB)) == 0)
    }

    @Test func labOfWhiteAndBlackAndPrimaries() {
        let white = CIELab(.white)
        #expect(abs(white.l - 100) < 1e-9 && abs(white.a) < 1e-9 && abs(white.b) < 1e-9)
        let black = CIELab(.black)
        #expect(abs(black.l) < 1e-12)
        // sRGB red in D65 Lab with the matrix derived from xy chromaticities (as CSS Color 4's sample
        // code does): 53.2371, 80.0901, 67.2033. (Tables built on the rounded 0.2126729 matrix and
        // white 0.95047/1.08883 say 53.2408, 80.0925, 67.2032.)
        let red = CIELab(RGBA(red: 1, green: 0, blue: 0))
        #expect(abs(red.l - 53.2371) < 1e-4)
        #expect(abs(red.a - 80.0901) < 1e-4)
        #expect(abs(red.b - 67.2033) < 1e-4)
    }

    @Test func matrixMatchesCSSColor4() {
        // CSS Color Module Level 4, sample code `lin_sRGB_to_XYZ`: the same derivation, as rationals.
        let m = CIELab.rgbToXYZ
        let css: [[Double]] = [
            [506752.0 / 1228815, 87881.0 / 245763, 12673.0 / 70218],
            [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
            [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1053270],
        ]
        for row in 0..<3 {
            for column in 0..<3 {
                #expect(abs(m[row][column] - css[row][column]) < 1e-12)
            }
        }
        #expect(abs(m[1][0] - 0.2126) < 1e-4 && abs(m[1][1] - 0.7152) < 1e-4 && abs(m[1][2] - 0.0722) < 1e-4)
        #expect(abs(m[0].reduce(0, +) - 0.3127 / 0.3290) < 1e-12)
    }
}

@Suite struct ReferenceColorDifferenceTests {
    /// The tests' own CIEDE2000 (ThemeLintTestSupport), which checks `compress`, agrees with
    /// Sharma, Wu and Dalal's published pairs too.
    @Test func testReferenceMatchesSharmaWuDalalTestData() throws {
        let rows = try fixtureRows("ciede2000_sharma")
        #expect(rows.count == 34)
        for row in rows {
            let n = row.compactMap(Double.init)
            try #require(n.count == 7)
            let value = ReferenceColorDifference.deltaE((n[0], n[1], n[2]), (n[3], n[4], n[5]))
            #expect(abs(value - n[6]) < 1e-4, "\(row): \(value)")
        }
    }
}
