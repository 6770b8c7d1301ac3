extension TokenColor {
    /// The DTCG 2025.10 color object `{"colorSpace", "components", "alpha"?, "hex"?}`.
    ///
    /// As the Color Module says: `colorSpace` is one of the fourteen `TokenColorSpace`s;
    /// `components` holds three numbers in the space's ranges or the string `"none"` (a missing
    /// component, converted as 0, as CSS Color 4 does); `alpha` is a number in [0, 1], 1 when
    /// absent; `hex` is an optional fallback "formatted in 6 digit CSS hex color notation". Every
    /// space is converted, so the fallback is never needed for the value: it is validated, and an
    /// sRGB color whose `hex` agrees with its components (to one 8-bit step) is spelled with it.
    /// Other members are errors (the schema has `additionalProperties: false`).
    ///
    /// A color in range but outside sRGB (`display-p3 [0, 1, 0]`) is clipped, `isOutOfGamut`.
    /// A `{"$ref": …}` in place of a member or a component is an error here: see
    /// `parse(colorObject:resolvingReference:)`.
    public static func parse(colorObject: JSONValue) -> Result<TokenColor, TokenColorError> {
        parse(colorObject: colorObject, resolvingReference: { _ in nil })
    }

    /// `parse(colorObject:)` where the members and components may be JSON Pointer references
    /// (`"components": [{"$ref": "#/base/blue/$value/components/0"}, 0.5, 1]`, as the Format
    /// module's schema allows for `colorSpace`, `components`, each component, `alpha` and `hex`).
    /// - Parameter resolve: the value a `$ref` string points at, or nil when it points nowhere
    ///   (`unresolvedReference`). A value that is itself a reference is resolved again, up to
    ///   16 times (a longer chain is taken for a loop).
    public static func parse(colorObject: JSONValue,
                             resolvingReference resolve: (String) -> JSONValue?) -> Result<TokenColor, TokenColorError> {
        guard case .object(let members) = colorObject else {
            return .failure(.notAColor(found: colorObject.typeName))
        }
        func dereferenced(_ value: JSONValue, member: String) -> Result<JSONValue, TokenColorError> {
            var current = value
            for _ in 0..<16 {
                guard case .object(let fields) = current, fields.count == 1, fields[0].key == "$ref",
                      case .string(let reference) = fields[0].value.value else { return .success(current) }
                guard let target = resolve(reference) else {
                    return .failure(.unresolvedReference(member: member, reference: reference))
                }
                current = target
            }
            return .failure(.unresolvedReference(member: member, reference: "a chain of more than 16 references"))
        }
        var values: [String: JSONValue] = [:]
        for member in members {
            switch member.key {
            case "colorSpace", "components", "alpha", "hex":
                switch dereferenced(member.value.value, member: member.key) {
                case .success(let value): values[member.key] = value
                case .failure(let error): return .failure(error)
                }
            default: return .failure(.unknownMember(member.key))
            }
        }

        guard let spaceValue = values["colorSpace"] else { return .failure(.missingMember("colorSpace")) }
        guard case .string(let spaceName) = spaceValue else {
            return .failure(.wrongType(member: "colorSpace", expected: "a string", found: spaceValue.typeName))
        }
        guard let space = TokenColorSpace(rawValue: spaceName) else { return .failure(.unknownColorSpace(spaceName)) }

        guard let componentsValue = values["components"] else { return .failure(.missingMember("components")) }
        guard case .array(let items) = componentsValue else {
            return .failure(.wrongType(member: "components", expected: "an array", found: componentsValue.typeName))
        }
        let ranges = space.components
        guard items.count == ranges.count else {
            return .failure(.wrongComponentCount(colorSpace: spaceName, expected: ranges.count, found: items.count))
        }
        var components: [Double?] = []  // nil: "none"
        for (index, item) in items.enumerated() {
            let itemValue: JSONValue
            switch dereferenced(item.value, member: "components[\(index)]") {
            case .success(let value): itemValue = value
            case .failure(let error): return .failure(error)
            }
            switch itemValue {
            case .number(let value):
                guard ranges[index].contains(value) else {
                    return .failure(.componentOutOfRange(colorSpace: spaceName, component: ranges[index].name,
                                                         value: value, range: ranges[index].rangeDescription))
                }
                components.append(value)
            case .string("none"):
                components.append(nil)
            default:
                return .failure(.wrongType(member: "components[\(index)]", expected: "a number or \"none\"", found: itemValue.typeName))
            }
        }

        var alpha = 1.0
        if let alphaValue = values["alpha"] {
            guard case .number(let value) = alphaValue else {
                return .failure(.wrongType(member: "alpha", expected: "a number", found: alphaValue.typeName))
            }
            guard value.isFinite, value >= 0, value <= 1 else { return .failure(.alphaOutOfRange(value)) }
            alpha = value
        }

        var hexDigits: Substring?
        if let hexValue = values["hex"] {
            guard case .string(let hex) = hexValue else {
                return .failure(.wrongType(member: "hex", expected: "a string", found: hexValue.typeName))
            }
            let digits = hex.dropFirst()
            guard hex.first == "#", digits.utf8.count == 6, HexColor.parseCSS(hex) != nil else {
                return .failure(.invalidHex(hex))
            }
            hexDigits = digits
        }

        let numeric = SIMD3(components[0] ?? 0, components[1] ?? 0, components[2] ?? 0)
        let srgb = ColorSpaceConversion.srgb(from: space, numeric)
        guard srgb.x.isFinite, srgb.y.isFinite, srgb.z.isFinite else {
            return .failure(.notConvertible(colorSpace: spaceName))
        }
        let form = notationForm(space: space, components: components, hexDigits: hexDigits, srgb: srgb)
        return .success(TokenColor(unclipped: srgb, alpha: alpha, form: form))
    }

    /// The CSS spelling of a color object in its own space.
    private static func notationForm(space: TokenColorSpace, components: [Double?], hexDigits: Substring?,
                                     srgb: SIMD3<Double>) -> NotationForm {
        func number(_ value: Double?) -> String { value.map(NumberSpelling.plain) ?? "none" }
        func percent(_ value: Double?, scale: Double = 1) -> String {
            value.map { NumberSpelling.plain($0 * scale) + "%" } ?? "none"
        }
        switch space {
        case .srgb:
            if let hexDigits, let hex = HexColor.parseCSS(String(hexDigits)), agrees(hex, srgb) {
                return .hex(rgbDigits: String(hexDigits), uppercase: NotationForm.isUppercase(hexDigits))
            }
            return .function(name: "color", arguments: [space.rawValue] + components.map(number))
        case .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020, .xyzD65, .xyzD50:
            return .function(name: "color", arguments: [space.rawValue] + components.map(number))
        case .hsl, .hwb:
            return .function(name: space.rawValue, arguments: [number(components[0]), percent(components[1]), percent(components[2])])
        case .lab, .lch:
            return .function(name: space.rawValue, arguments: [percent(components[0]), number(components[1]), number(components[2])])
        case .oklab, .oklch:
            return .function(name: space.rawValue, arguments: [percent(components[0], scale: 100), number(components[1]), number(components[2])])
        }
    }

    /// Whether a `hex` fallback is the components' color to within one 8-bit step per channel.
    private static func agrees(_ hex: RGBA, _ srgb: SIMD3<Double>) -> Bool {
        let step = 1.0 / 255 + 1e-9
        return abs(hex.red - srgb.x) <= step && abs(hex.green - srgb.y) <= step && abs(hex.blue - srgb.z) <= step
    }
}
