import Foundation
import LandmarksUI

extension Invocation {
    /// Reads the command line's arguments.
    ///
    /// Options may come before or after the command's words, as `--option VALUE` or `--option=VALUE`; after `--`,
    /// every argument is the command's, and so is an option after the command's name that the program does not take. `--help` and `--version` stop reading at once.
    ///
    /// - Parameter arguments: The arguments, without the program's name.
    /// - Throws: ``UsageError`` for an unknown option, a missing or wrong value, or a command that is not one.
    init(arguments: [String]) throws(UsageError) {
        var remaining = arguments[...]
        var commandWords: [String] = []
        while let argument = remaining.popFirst() {
            if argument == "--" {
                // The conventional end of options: everything after it is the command.
                commandWords += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                commandWords.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let option = parts[0]
            let inlineValue = parts.count > 1 ? parts[1] : nil
            switch option {
            case "--help", "-h", "--version":
                guard inlineValue == nil else { throw UsageError("\(option) takes no value") }
                action = option == "--version" ? .showVersion : .showHelp
                return
            case "--services":
                let value = try Self.value(of: option, inline: inlineValue, from: &remaining, example: "mock")
                guard let variant = ServicesVariant(rawValue: value) else {
                    let names = ServicesVariant.allCases.map(\.rawValue).joined(separator: ", ")
                    throw UsageError("unknown services \"\(value)\" for --services; choose one of \(names)")
                }
                servicesVariant = variant
            case "--base-url":
                let value = try Self.value(
                    of: option, inline: inlineValue, from: &remaining, example: "http://127.0.0.1:8080/")
                baseURL = try Self.httpURL(value)
            case "--data-dir":
                let value = try Self.value(of: option, inline: inlineValue, from: &remaining, example: "/tmp/landmarks")
                dataDirectory = URL(filePath: value, directoryHint: .isDirectory)
            default:
                // After the command's name, an option the program does not take is the command's own, such as
                // `tree --html FILE`; the command says whether it takes it.
                guard commandWords.isEmpty else {
                    commandWords.append(argument)
                    continue
                }
                throw UsageError("unknown option \"\(option)\"; landmarks --help lists the options")
            }
        }
        if baseURL != nil, servicesVariant != .live {
            throw UsageError("--base-url works only with --services live, not \(servicesVariant.rawValue)")
        }
        if !commandWords.isEmpty {
            command = try Command(words: commandWords)
        }
    }

    private static func value(
        of option: String, inline: String?, from remaining: inout ArraySlice<String>, example: String
    ) throws(UsageError) -> String {
        let value: String?
        if let inline {
            value = inline
        } else if let next = remaining.first, !next.hasPrefix("--") {
            value = remaining.popFirst()
        } else {
            value = nil
        }
        guard let value, !value.isEmpty else {
            throw UsageError("\(option) needs a value, as in: \(option) \(example)")
        }
        return value
    }

    private static func httpURL(_ text: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host(), !host.isEmpty
        else {
            throw UsageError("--base-url needs an http or https URL, as in http://127.0.0.1:8080/, not \"\(text)\"")
        }
        return url
    }
}
