import Foundation
import Testing

private func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tally-forgiving-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

@Suite("tally suggests what was meant")
struct DidYouMeanCLITests {
    static let folder = FileManager.default.temporaryDirectory

    @Test("a mistyped command, at any level and after tally help, names the closest one and exits 64", arguments: [
        (["amout"], "Error: Unknown command 'amout'. Did you mean 'tally amount'?\n  See 'tally --help' for more information.\n"),
        (["catalgo"], "Error: Unknown command 'catalgo'. Did you mean 'tally catalog'?\n  See 'tally --help' for more information.\n"),
        (["AMOUNT", "type"], "Error: Unknown command 'AMOUNT'. Did you mean 'tally amount'?\n  See 'tally --help' for more information.\n"),
        (["amount", "tpye", "1"], "Error: Unknown command 'tpye'. Did you mean 'tally amount type'?\n  See 'tally help amount' for more information.\n"),
        (["l10n", "strnig", "reminder.daysBefore"], "Error: Unknown command 'strnig'. Did you mean 'tally l10n string'?\n  See 'tally help l10n' for more information.\n"),
        (["motion", "smaple", "appSpring"], "Error: Unknown command 'smaple'. Did you mean 'tally motion sample'?\n  See 'tally help motion' for more information.\n"),
        (["fonts", "advance"], "Error: Unknown command 'advance'. Did you mean 'tally fonts advances'?\n  See 'tally help fonts' for more information.\n"),
        (["help", "amout"], "Error: Unknown command 'amout'. Did you mean 'tally amount'?\n  See 'tally --help' for more information.\n"),
        (["help", "amount", "tpye"], "Error: Unknown command 'tpye'. Did you mean 'tally amount type'?\n  See 'tally help amount' for more information.\n"),
    ])
    func commands(arguments: [String], error: String) throws {
        let result = try Tally.run(arguments, in: Self.folder)
        #expect(result.status == 64)
        #expect(result.error == error)
        #expect(result.output.isEmpty)
    }

    @Test("a word close to no command lists the commands there are")
    func farFromAny() throws {
        let result = try Tally.run(["frobnicate"], in: Self.folder)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Unknown command 'frobnicate'. 'tally' has the commands 'tokens', 'catalog', 'l10n', 'motion', 'amount', 'fonts' and 'help'.\n"))
        let nested = try Tally.run(["amount", "zzz"], in: Self.folder)
        #expect(nested.status == 64 && nested.error.hasPrefix("Error: Unknown command 'zzz'. 'tally amount' has the commands 'type', 'format', 'convert' and 'currencies'.\n"))
    }

    @Test("a mistyped option names the closest option of its command, also where ArgumentParser would report another error first", arguments: [
        (["amount", "type", "1", "--currncy", "SAR", "--locale", "en_US"], "--currncy", "--currency", "tally amount type"),
        (["amount", "format", "1", "--curency", "CHF", "--locale", "en_US"], "--curency", "--currency", "tally amount format"),
        (["amount", "type", "1", "--currency", "CHF", "--locael=de_CH"], "--locael", "--locale", "tally amount type"),
        (["l10n", "check", "--app-catalgo", "x.xcstrings"], "--app-catalgo", "--app-catalog", "tally l10n check"),
        (["tokens", "--THEME", "x.json"], "--THEME", "--theme", "tally tokens"),
        (["catalog", "--froce"], "--froce", "--force", "tally catalog"),
        (["motion", "sample", "appSpring", "--pionts", "3"], "--pionts", "--points", "tally motion sample"),
        (["fonts", "advances", "--chekc"], "--chekc", "--check", "tally fonts advances"),
    ])
    func options(arguments: [String], typed: String, meant: String, command: String) throws {
        let result = try Tally.run(arguments, in: Self.folder)
        #expect(result.status == 64)
        #expect(result.error == "Error: Unknown option '\(typed)'. Did you mean '\(meant)'?\n  See '\(command) --help' for more information.\n")
    }

    @Test("an option close to none lists the command's options")
    func optionFarFromAny() throws {
        let result = try Tally.run(["tokens", "--frobnicate"], in: Self.folder)
        #expect(result.status == 64)
        #expect(result.error.hasPrefix("Error: Unknown option '--frobnicate'. 'tally tokens' takes '--root', '--check', '--theme' and '--swift-out'.\n"))
    }

    @Test("a String Catalog key with the wrong case or a typo names the key, and exits 1", arguments: [
        ("reminder.daysbefore", "reminder.daysBefore"),
        ("reminder.daysBefor", "reminder.daysBefore"),
        ("remidner.daysBefore", "reminder.daysBefore"),
    ])
    func catalogKeys(typed: String, meant: String) throws {
        let result = try Tally.run(["l10n", "string", typed, "--locale", "en", "--count", "2"], in: Self.folder)
        #expect(result.status == 1)
        #expect(result.error == "tally l10n string: no key \"\(typed)\" in the catalog; did you mean \"\(meant)\"?\n")
        let right = try Tally.run(["l10n", "string", meant, "--locale", "en", "--count", "2"], in: Self.folder)
        #expect(right.status == 0 && !right.output.isEmpty)
    }

    @Test("a key close to none is only said to be missing; a mistyped motion token names the token")
    func farKeysAndTokens() throws {
        let key = try Tally.run(["l10n", "string", "nothing.like.this", "--locale", "en"], in: Self.folder)
        #expect(key.status == 1 && key.error == "tally l10n string: no key \"nothing.like.this\" in the catalog\n")
        let token = try Tally.run(["motion", "sample", "appsprign"], in: Self.folder)
        #expect(token.status == 1)
        #expect(token.error.hasPrefix("tally motion sample: no motion token \"appsprign\"; did you mean \"appSpring\"?"), "\(token.error)")
    }

    @Test("what is typed right still runs: commands, options and the help of a command")
    func rightStillRuns() throws {
        #expect(try Tally.run(["amount", "format", "1", "--currency", "CHF", "--locale", "en_US"], in: Self.folder).status == 0)
        let help = try Tally.run(["help", "amount", "type"], in: Self.folder)
        #expect(help.status == 0 && help.output.contains("USAGE: tally amount type"))
        let dashHelp = try Tally.run(["amount", "convert", "--help"], in: Self.folder)
        #expect(dashHelp.status == 0 && dashHelp.output.contains("USAGE: tally amount convert"))
    }
}

@Suite("tally --help lists every command")
struct OverviewCLITests {
    /// Every command as typed, with the one-line description it must have.
    static let commands = [
        "tokens", "catalog", "l10n", "l10n check", "l10n compile", "l10n plural", "l10n string", "motion", "motion list",
        "motion sample", "amount", "amount type", "amount format", "amount convert", "amount currencies", "fonts", "fonts advances", "help",
    ]

    @Test("tally --help, -h, help and tally alone print the overview: every command and subcommand on one line each, within 80 columns", arguments: [
        ["--help"], ["-h"], ["help"], [],
    ])
    func overview(arguments: [String]) throws {
        let result = try Tally.run(arguments, in: FileManager.default.temporaryDirectory)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")
        let start = try #require(lines.firstIndex(of: "COMMANDS:"))
        let rows = lines[(start + 1)...].prefix { !$0.isEmpty }
        #expect(rows.count == Self.commands.count)
        for (row, command) in zip(rows, Self.commands) {
            #expect(row.hasPrefix("  " + command + " "), "\(row)")
            // A description follows the name, on the same line.
            let description = row.dropFirst(2 + command.count).trimmingCharacters(in: .whitespaces)
            #expect(description.count > 10 && description.hasSuffix("."), "\(row)")
        }
        #expect(result.output.contains("See 'tally help <command>'"))
    }

    @Test("each command's own help starts with the same one-line description")
    func sameDescriptions() throws {
        let overview = try Tally.run(["--help"], in: FileManager.default.temporaryDirectory).output
        for command in ["amount type", "motion sample", "fonts advances", "l10n check"] {
            let line = try #require(overview.split(separator: "\n").first { $0.hasPrefix("  " + command + " ") })
            let description = line.dropFirst(2 + command.count).trimmingCharacters(in: .whitespaces)
            let help = try Tally.run(["help"] + command.split(separator: " ").map(String.init), in: FileManager.default.temporaryDirectory)
            #expect(help.output.hasPrefix("OVERVIEW: \(description)"), "\(help.output.prefix(120))")
        }
    }
}

@Suite("a missing file is reported as missing")
struct MissingFileCLITests {
    @Test("a theme that is not there: no such file, with the file of that name nearby; exit 1 and nothing written")
    func themeNearby() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let themes = root.appendingPathComponent("Examples/Themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: themes.appendingPathComponent("Brand.theme.json"))
        let tokens = try Tally.run(["tokens", "--theme", "Brand.theme.json", "--swift-out", "Brand.swift"], in: root)
        #expect(tokens.status == 1)
        #expect(tokens.error == "tally tokens: no such file: Brand.theme.json (--theme); did you mean Examples/Themes/Brand.theme.json?\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Brand.swift").path))
        let catalog = try Tally.run(["catalog", "--theme", "brand.theme.json", "--out", "site"], in: root)
        #expect(catalog.status == 1)
        #expect(catalog.error == "tally catalog: no such file: brand.theme.json (--theme); did you mean Examples/Themes/Brand.theme.json?\n")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("site").path))
        // A typo in the name, in the folder given.
        let typo = try Tally.run(["tokens", "--theme", "Examples/Themes/Brnad.theme.json"], in: root)
        #expect(typo.error == "tally tokens: no such file: Examples/Themes/Brnad.theme.json (--theme); did you mean Examples/Themes/Brand.theme.json?\n")
        // Nothing like it: no guess.
        let none = try Tally.run(["tokens", "--theme", "none.theme.json"], in: root)
        #expect(none.error == "tally tokens: no such file: none.theme.json (--theme)\n")
    }

    @Test("every file argument: missing, a folder, and a missing --root folder, each said so with exit 1", arguments: [
        (["l10n", "check", "--app-catalog", "App.xcstrings"], "tally l10n check: no such file: App.xcstrings (--app-catalog)\n"),
        (["l10n", "check", "--app-catalog", "folder"], "tally l10n check: folder (--app-catalog) is a folder, not a file\n"),
        (["amount", "convert", "1", "CHF", "EUR", "--rates", "rates.xml"], "tally amount convert: no such file: rates.xml (--rates)\n"),
        (["amount", "convert", "1", "CHF", "EUR", "--rates", "folder"], "tally amount convert: folder (--rates) is a folder, not a file\n"),
        (["amount", "type", "--steps-file", "steps.txt", "--currency", "CHF", "--locale", "de_CH"], "tally amount type: no such file: steps.txt (--steps-file)\n"),
        (["amount", "type", "--steps-file", "folder", "--currency", "CHF", "--locale", "de_CH"], "tally amount type: folder (--steps-file) is a folder, not a file\n"),
        (["fonts", "advances", "Inter.otf", "--check"], "tally fonts advances --check: no such file: Inter.otf\n"),
        (["fonts", "advances", "folder", "--check"], "tally fonts advances --check: folder is a folder, not a file\n"),
        (["tokens", "--theme", "folder"], "tally tokens: folder (--theme) is a folder, not a file\n"),
        (["tokens", "--root", "nowhere"], "tally tokens: no such folder: nowhere (--root)\n"),
        (["tokens", "--root", "file.txt"], "tally tokens: file.txt (--root) is a file, not a folder\n"),
        (["catalog", "--theme", "x.json", "--root", "nowhere"], "tally catalog: no such folder: nowhere (--root)\n"),
        (["l10n", "compile", "--root", "nowhere"], "tally l10n compile: no such folder: nowhere (--root)\n"),
        (["l10n", "check", "--root", "nowhere"], "tally l10n check: no such folder: nowhere (--root)\n"),
        (["fonts", "advances", "--root", "nowhere"], "tally fonts advances: no such folder: nowhere (--root)\n"),
    ])
    func everyFileArgument(arguments: [String], error: String) throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("folder"), withIntermediateDirectories: true)
        try Data("text".utf8).write(to: root.appendingPathComponent("file.txt"))
        let result = try Tally.run(arguments, in: root)
        #expect(result.status == 1)
        #expect(result.error == error)
        #expect(result.output.isEmpty)
    }

    @Test("a steps file given as a pipe is still read whole: checking it reads nothing")
    func pipeKeepsItsBytes() throws {
        let result = try Tally.run(["amount", "type", "--steps-file", "/dev/stdin", "--currency", "CHF", "--locale", "de_CH"],
                                   in: FileManager.default.temporaryDirectory, input: Data("12\n".utf8))
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.split(separator: "\n").count == 2)
    }
}
