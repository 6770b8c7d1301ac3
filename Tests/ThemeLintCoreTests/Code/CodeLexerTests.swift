import Testing
@testable import ThemeLintCore

/// The code lexers: comments and strings are never read as code, and each spelling's name
/// span holds exactly the name's bytes.
@Suite struct CodeLexerTests {
    /// The references in `text` read as the file at `path`, as `name@line:column` (the
    /// exported-name spellings aside: `ExportedNameTests` reads those).
    func references(_ text: String, path: String) -> [String] {
        let bytes = Array(text.utf8)
        guard let language = CodeLanguage.of(path: path) else { return ["not code"] }
        let found = CodeScan.read(bytes, file: path, language: language).references.filter { !$0.spelling.isExportedName }
        var lines = SourceText(bytes)
        return found.map { reference in
            #expect(String(decoding: bytes[reference.nameStart..<reference.nameEnd], as: UTF8.self) == reference.name)
            return "\(reference.name)@\(lines.position(at: reference.nameStart).map(\.description) ?? "none")"
        }
    }

    @Test("Kotlin: R.color references, not android.R.color, comments, strings or a same-named property")
    func kotlin() {
        let text = """
            val app_blue = 1 // R.color.in_comment
            /* outer /* nested R.color.nested */ still comment R.color.after_nested */
            val a = colorResource(R.color.app_blue)
            val b = android.R.color.white
            val c = "R.color.in_string"
            val d = \"\"\"
              R.color.in_raw_string "quoted"
            \"\"\"
            val e = com.example.R.color.qualified
            val f = 'R'
            """
        #expect(references(text, path: "app/src/main/java/Main.kt") == ["app_blue@3:31", "qualified@9:29"])
    }

    @Test("Java: block comments do not nest, char literals are not code")
    func java() {
        let text = """
            /* a /* b */ int x = R.color.after_comment;
            char q = '"'; int y = R.color.after_char;
            String s = "escaped \\" R.color.in_string";
            """
        #expect(references(text, path: "src/Main.java") == ["after_comment@1:30", "after_char@2:31"])
    }

    @Test("Kotlin: a string template's expression is code, backtick names are the name between the backticks")
    func kotlinTemplatesAndBackticks() {
        let text = #"""
            val a = "tint ${ctx.getColor(R.color.in_template)} and R.color.in_text"
            val b = """raw ${R.color.in_raw_template} $x R.color.in_raw"""
            val c = "${"${R.color.nested}"}" + "\${R.color.escaped}"
            val d = "${mapOf(1 to "}").size}" + R.color.after_braces
            val e = R.color.`quoted`
            """#
        #expect(references(text, path: "app/src/main/java/Main.kt") == [
            "in_template@1:38", "in_raw_template@2:26", "nested@3:23", "after_braces@4:45", "quoted@5:18",
        ])
    }

    @Test("Java: a text block is a string")
    func javaTextBlock() {
        let text = #"""
            String s = """
                R.color.in_text_block \""" still
                """; int x = R.color.after_block;
            """#
        #expect(references(text, path: "src/Main.java") == ["after_block@3:26"])
    }

    @Test("Kotlin: templates nest as deep as code does; past the limit nothing overflows the stack")
    func kotlinDeepTemplates() {
        func nested(_ depth: Int) -> String {
            String(repeating: "\"${", count: depth) + "R.color.deep" + String(repeating: "}\"", count: depth) + "\nval x = R.color.after\n"
        }
        #expect(references(nested(CLikeLexer.maximumTemplateDepth), path: "Deep.kt") == ["deep@1:\(CLikeLexer.maximumTemplateDepth * 3 + 9)", "after@2:17"])
        // A hostile file: read without recursing past the limit (what it finds there is moot).
        _ = references(nested(100_000), path: "Deep.kt")
    }

    @Test("Swift: named colors, raw and multi-line strings, nested comments")
    func swift() {
        let text = """
            let a = UIColor(named: "Brand/accent")
            let b = Color("textPrimary", bundle: .main)
            let c = #"UIColor(named: "in_raw")"#
            /* /* */ UIColor(named: "in_comment") */
            let d = \"\"\"
            Color("in_multiline")
            \"\"\"
            let e = NSColor(named: "mac")
            let f = Theme.Color("not_swiftui")
            let g = UIColor(named: "esc\\(x)")
            """
        #expect(references(text, path: "ios/App.swift") == ["Brand/accent@1:25", "textPrimary@2:16", "mac@8:25"])
    }

    @Test("Objective-C: colorNamed: with an @ string")
    func objectiveC() {
        let text = #"UIColor *c = [UIColor colorNamed:@"accent"]; // [UIColor colorNamed:@"comment"]"#
        #expect(references(text, path: "ios/View.m") == ["accent@1:36"])
    }

    @Test("CSS, SCSS and TSX: var(--name) outside comments; // is a comment in SCSS only")
    func css() {
        #expect(references("a { color: var(--text-primary); /* var(--no) */ background: url(//cdn/x.png) }", path: "web/a.css") == ["text-primary@1:18"])
        #expect(references("// var(--no)\n.a { color: var( --accent ); content: \"var(--in-string)\" }", path: "web/a.scss") == ["accent@2:20"])
        let tsx = "const s = { color: 'var(--text-secondary)' }; // var(--no)\nconst t = `${x} var(--accent)`;"
        #expect(references(tsx, path: "web/App.tsx") == ["text-secondary@1:27", "accent@2:23"])
    }

    @Test("resource XML: @color/ in a data binding expression, not in its strings")
    func dataBinding() {
        let text = #"""
            <layout xmlns:android="http://schemas.android.com/apk/res/android">
              <TextView android:textColor="@{vm.error ? @color/error_red : @color/text_ok}"
                  android:text="@{vm.on ? `@color/in_string` : &quot;@color/quoted&quot;}"
                  android:tint="@={vm.x ?? '@color/single' ?? @android:color/white ?? @color/last}"/>
            </layout>
            """#
        #expect(references(text, path: "app/src/main/res/layout/main.xml") == ["error_red@2:52", "text_ok@2:71", "last@4:82"])
    }

    @Test("resource XML: @color/ in attributes and text, not in comments or @android:color")
    func resourceXML() {
        let text = """
            <LinearLayout xmlns:android="http://schemas.android.com/apk/res/android"
                android:background="@color/app_blue">
              <!-- android:textColor="@color/in_comment" -->
              <TextView android:textColor="@android:color/white" android:tint="@color/tint"/>
            </LinearLayout>
            """
        #expect(references(text, path: "app/src/main/res/layout/main.xml") == ["app_blue@2:32", "tint@4:75"])
        #expect(references("<resources><style name=\"T\"><item name=\"colorPrimary\">@color/brand</item></style></resources>", path: "app/src/main/res/values/styles.xml") == ["brand@1:61"])
        #expect(CodeLanguage.of(path: "docs/layout.xml") == nil)
    }

    @Test("color literals: Compose, parseColor, layout hex, Swift initializers, CSS declarations")
    func literals() {
        func found(_ text: String, _ path: String) -> [String] {
            guard let language = CodeLanguage.of(path: path) else { return [] }
            return CodeScan.read(Array(text.utf8), file: path, language: language).literals.map { "\($0.text)=\(ColorNotation.hex($0.color, alpha: .trailing))" }
        }
        #expect(found("val c = Color(0xFF2B90D9) // Color(0xFF000000)\nval d = Color.parseColor(\"#802B90D9\")", "a/Main.kt") == ["Color(0xFF2B90D9)=#2B90D9", "parseColor(\"#802B90D9\")=#2B90D980"])
        #expect(found("<View xmlns:android=\"x\" android:background=\"#2b90d9\"/>", "app/src/main/res/layout/v.xml") == ["#2b90d9=#2B90D9"])
        #expect(found("<resources><color name=\"a\">#2b90d9</color></resources>", "app/src/main/res/values/colors.xml") == [])
        #expect(found("let c = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)\nlet w = Color(white: 51 / 255)", "App.swift") == ["UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)=#FF8000", "Color(white: 51 / 255)=#333333"])
        // A custom-property definition is a declaration (the export's own file is left out by
        // the rule); an SCSS variable defines a color.
        #expect(found("#fab { color: #2b90d9; --brand: #fff; background: rgb(0 0 0 / 50%) }", "a.css") == ["#2b90d9=#2B90D9", "#fff=#FFFFFF", "rgb(0 0 0 / 50%)=#00000080"])
        #expect(found("$brand: #2b90d9;\n.a { color: $brand; }", "a.scss") == [])
        #expect(found("UIColor *a = [UIColor colorWithRed:38/255.0 green:0.5f blue:1 alpha:1.0]; // [UIColor colorWithWhite:1 alpha:1]\nNSColor *w = [NSColor colorWithWhite:0.2 alpha:0.5];\nid p = [UIColor colorWithDisplayP3Red:1 green:0 blue:0 alpha:1];", "A.m")
            == ["[UIColor colorWithRed:38/255.0 green:0.5f blue:1 alpha:1.0]=#2680FF", "[NSColor colorWithWhite:0.2 alpha:0.5]=#33333380"])
    }

    @Test("line index: columns count scalars, CR LF and CR end lines")
    func lineIndex() {
        let bytes = Array("é R\r\nx\ry".utf8)
        var lines = SourceText(bytes)
        #expect(lines.position(at: 3) == SourcePosition(line: 1, column: 3))
        #expect(lines.position(at: 6) == SourcePosition(line: 2, column: 1))
        #expect(lines.position(at: 8) == SourcePosition(line: 3, column: 1))
    }
}
