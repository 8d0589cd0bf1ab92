import Foundation

/// A line of the live tree's outline cut to its indentation and feature name (`"  Home (active) · HomeRouter …"` →
/// `"  Home"`); any other line unchanged.
func featureOutline(_ line: String) -> String {
    guard let marker = line.range(of: " (active) · ") ?? line.range(of: " (inactive) · ") else { return line }
    return String(line[..<marker.lowerBound])
}
