import ArgumentParser
import Foundation
import TallyToolSupport

/// The commands and options of `tally` as ArgumentParser describes them
/// (`--experimental-dump-help`): read for the overview of `tally --help` and for "did you mean"
/// after a mistyped command or option, so neither keeps a list of its own.
struct CommandTree: Decodable {
    var commandName: String
    var aliases: [String]?
    var abstract: String?
    var shouldDisplay: Bool?
    var subcommands: [CommandTree]?
    var arguments: [Argument]?

    struct Argument: Decodable {
        struct Name: Decodable {
            var kind: String
            var name: String
        }

        var kind: String
        var names: [Name]?
    }

    private struct ToolInfo: Decodable {
        var command: CommandTree
    }

    /// The tree of `tally`'s commands, or nil if ArgumentParser's description cannot be read.
    static func read() -> CommandTree? {
        let text: String
        do {
            _ = try Tally.parseAsRoot(["--experimental-dump-help"])
            return nil
        } catch {
            text = Tally.fullMessage(for: error)
        }
        return try? JSONDecoder().decode(ToolInfo.self, from: Data(text.utf8)).command
    }

    /// The subcommands a person can type, the help command included.
    var visibleSubcommands: [CommandTree] { (subcommands ?? []).filter { $0.shouldDisplay ?? true } }

    /// The subcommand named or aliased `word`.
    func subcommand(_ word: String) -> CommandTree? {
        subcommands?.first { $0.commandName == word || ($0.aliases ?? []).contains(word) }
    }

    /// Every option and flag as typed: `--currency`, `-h`.
    var optionNames: [String] {
        (arguments ?? []).filter { $0.kind != "positional" }.flatMap { $0.names ?? [] }.map { name in
            switch name.kind {
            case "short": "-" + name.name
            case "longWithSingleDash": "-" + name.name
            default: "--" + name.name
            }
        }
    }

    // MARK: - Did you mean

    /// Why `arguments` (as given, without the executable) do not name a command and its options:
    /// a message for a mistyped command or subcommand, or a long option the command does not
    /// have, each with the closest names (``Suggestions``) or else the names there are, and
    /// where to find help; nil when neither is wrong. `tally help …` is read as the command it asks
    /// about.
    func mistake(in arguments: [String]) -> String? {
        var node = self
        var path = [commandName]
        var rest = arguments[...]
        if rest.first == "help" { rest = rest.dropFirst() }
        while let word = rest.first, !word.hasPrefix("-"), !(node.subcommands ?? []).isEmpty {
            guard let next = node.subcommand(word) else {
                let names = node.visibleSubcommands.map(\.commandName)
                let guess = Suggestions.closest(to: word, in: names)
                let shown = path.joined(separator: " ")
                let hint = guess.isEmpty
                    ? "'\(shown)' has the commands \(Suggestions.alternatives(names).replacingOccurrences(of: " or ", with: " and "))."
                    : "Did you mean \(Suggestions.alternatives(guess.map { "\(shown) \($0)" }))?"
                return "Unknown command '\(word)'. \(hint)\n  See '\(shown == commandName ? "tally --help" : "tally help \(path.dropFirst().joined(separator: " "))")' for more information."
            }
            node = next
            path.append(word)
            rest = rest.dropFirst()
        }
        let known = node.optionNames
        for argument in rest {
            if argument == "--" { break }
            guard argument.hasPrefix("--"), argument.count > 2 else { continue }
            let name = String(argument.prefix { $0 != "=" })
            guard !known.contains(name), !["--help", "--experimental-dump-help", "--generate-completion-script"].contains(name) else { continue }
            let longNames = known.filter { $0.hasPrefix("--") && $0 != "--help" }
            let guess = Suggestions.closest(to: String(name.dropFirst(2)), in: longNames.map { String($0.dropFirst(2)) }).map { "--" + $0 }
            let shown = path.joined(separator: " ")
            let hint = guess.isEmpty
                ? (longNames.isEmpty ? "'\(shown)' takes no options." : "'\(shown)' takes \(Suggestions.alternatives(longNames).replacingOccurrences(of: " or ", with: " and ")).")
                : "Did you mean \(Suggestions.alternatives(guess))?"
            return "Unknown option '\(name)'. \(hint)\n  See '\(shown) --help' for more information."
        }
        return nil
    }

    // MARK: - The overview

    /// `tally --help`: every command, subcommands included, each with its one-line abstract, and
    /// where to find more.
    func overview() -> String {
        var rows: [(name: String, abstract: String)] = []
        func add(_ node: CommandTree, prefix: String) {
            for child in node.visibleSubcommands {
                let name = prefix.isEmpty ? child.commandName : prefix + " " + child.commandName
                rows.append((name, child.commandName == "help" ? "Show the help of a command: tally help amount type." : child.abstract ?? ""))
                add(child, prefix: name)
            }
        }
        add(self, prefix: "")
        let width = (rows.map(\.name.count).max() ?? 0) + 2
        let lines = rows.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.abstract }
        return """
        OVERVIEW: \(abstract ?? "")

        USAGE: tally <command> [<subcommand>] [<arguments>] [<options>]

        COMMANDS:
        \(lines.joined(separator: "\n"))

        OPTIONS:
          -h, --help        Show help information.

          See 'tally help <command>' for a command's arguments and options, for example
          'tally help amount type'.
        """
    }
}
