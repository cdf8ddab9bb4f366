import Foundation

struct LabelsAreHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls inside show only their control, not their label (`labelsHidden()`).
    var labelsAreHidden: Bool {
        get { self[LabelsAreHiddenKey.self] }
        set { self[LabelsAreHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls inside: a toggle is its switch alone, as wide as the switch, and a menu
    /// picker in a list row shows its selection without its title.
    public func labelsHidden() -> some View {
        environment(\.labelsAreHidden, true)
    }
}
