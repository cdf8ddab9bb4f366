import Foundation

// iOS 18's custom containers by section: `Group(sections:)` and `ForEach(sections:)` resolve a view into its
// sections. Each `Section` of the content is one, with its header, content and footer as subviews; views between
// sections make a section of their own, with no header or footer.

/// One section of a container's content.
public struct SectionConfiguration: Identifiable {
    /// A section's identity: its place in the content.
    public struct ID: Hashable {
        let subview: Subview.ID
    }

    /// The section's identity.
    public let id: ID
    /// The values the section gave its container with `containerValue(_:_:)`.
    public var containerValues: ContainerValues
    /// The header's subviews (none without a header).
    public let header: SubviewsCollection
    /// The section's subviews.
    public let content: SubviewsCollection
    /// The footer's subviews (none without a footer).
    public let footer: SubviewsCollection
}

/// The sections of a container's content, in order.
public struct SectionCollection: RandomAccessCollection {
    let sections: [SectionConfiguration]

    /// Resolves `content` into its sections.
    @MainActor init(_ content: some View) {
        var sections: [SectionConfiguration] = []
        var loose: [Subview] = []
        func closeLoose() {
            guard let first = loose.first else { return }
            sections.append(SectionConfiguration(id: .init(subview: first.id), containerValues: ContainerValues(),
                                                 header: SubviewsCollection(subviews: []),
                                                 content: SubviewsCollection(subviews: loose),
                                                 footer: SubviewsCollection(subviews: [])))
            loose = []
        }
        for subview in SubviewsCollection(content) {
            guard let section = subview.content.storage as? any SectionParts else {
                loose.append(subview)
                continue
            }
            closeLoose()
            sections.append(SectionConfiguration(id: .init(subview: subview.id), containerValues: subview.containerValues,
                                                 header: SubviewsCollection(section.headerView),
                                                 content: SubviewsCollection(section.contentView),
                                                 footer: SubviewsCollection(section.footerView)))
        }
        closeLoose()
        self.sections = sections
    }

    /// The first index: 0.
    public var startIndex: Int { 0 }
    /// One past the last section.
    public var endIndex: Int { sections.count }
    /// The section at `position`.
    public subscript(position: Int) -> SectionConfiguration { sections[position] }
}

/// A section's parts, whatever their types.
@MainActor
protocol SectionParts {
    var headerView: any View { get }
    var contentView: any View { get }
    var footerView: any View { get }
}

extension Section: SectionParts {
    var headerView: any View { header }
    var contentView: any View { content }
    var footerView: any View { footer }
}

extension SubviewsCollection {
    init(subviews: [Subview]) { self.subviews = subviews }
}

extension Group where Content: View {
    /// The view `transform` makes of the sections of `view`: iOS 18's way to write a custom container that
    /// shows sections.
    @MainActor
    public init<Base: View>(sections view: Base, @ViewBuilder transform: (SectionCollection) -> Content) {
        self.content = transform(SectionCollection(view))
    }
}

extension ForEach where Content: View, Data == SectionCollection, ID == SectionConfiguration.ID {
    /// One view per section of `view`, made by `content`.
    @MainActor
    public init<Base: View>(sections view: Base, @ViewBuilder content: @escaping (SectionConfiguration) -> Content) {
        self.init(SectionCollection(view), content: content)
    }
}
