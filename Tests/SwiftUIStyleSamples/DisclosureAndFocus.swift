import SwiftUI

// Surface group: Disclosure groups, focus and commands
// Surface: DisclosureGroupStyle, disclosureGroupStyle(_:), DisclosureGroup(isExpanded:content:label:)
// Surface: AccessibilityFocusState (accepted), accessibilityFocused (accepted), FocusedValue (accepted), focusedValue (accepted), focusedSceneValue (accepted), FocusedValues (accepted)
// Surface: headerProminence (accepted), listItemTint (accepted), selectionDisabled (accepted), menuActionDismissBehavior (accepted), labelsVisibility (accepted), hoverEffectDisabled (accepted), defaultHoverEffect (accepted), textEditorStyle (accepted), submitScope (accepted)
// Surface: onCopyCommand (accepted), onPasteCommand (accepted), onExitCommand (accepted), onMoveCommand (accepted), onPlayPauseCommand (accepted), onDeleteCommand (accepted), focusSection (accepted), windowToolbarStyle (accepted)

// A recipe card whose sections open under a custom disclosure style (a chevron that turns with a spring), and the
// focus and command modifiers a Mac or iPad version of the same screen adds.

struct Recipe: Identifiable {
    let id: Int
    let name: String
    let steps: [String]
}

extension FocusedValues {
    @Entry var selectedRecipe: Recipe?
}

struct SpringChevronStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            Button {
                withAnimation(.spring(duration: 0.6, bounce: 0.3)) {
                    configuration.isExpanded.toggle()
                }
            } label: {
                HStack {
                    Image(systemName: "chevron.right")
                        .rotationEffect(.degrees(configuration.isExpanded ? 90 : 0))
                    configuration.label
                    Spacer()
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if configuration.isExpanded {
                configuration.content
                    .padding(.leading, 24)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .padding(12)
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.orange.opacity(0.15)))
    }
}

struct RecipeCardRoot: View {
    @State private var showsSteps = false
    @AccessibilityFocusState private var titleFocused: Bool
    @FocusedValue(\.selectedRecipe) private var focusedRecipe
    private let recipe = Recipe(id: 1, name: "Pancakes", steps: ["Whisk the batter", "Heat the pan", "Flip once"])

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(recipe.name)
                .font(.largeTitle.bold())
                .accessibilityFocused($titleFocused)
                .headerProminence(.increased)
            DisclosureGroup(isExpanded: $showsSteps) {
                VStack(alignment: .leading, spacing: 4) {
                    ForEach(recipe.steps, id: \.self) { step in
                        Text(step)
                    }
                }
            } label: {
                Text("Steps")
            }
            .disclosureGroupStyle(SpringChevronStyle())
            DisclosureGroup("Notes") {
                Text("Serve warm")
            }
            Text(focusedRecipe?.name ?? "no focused recipe")
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
        .focusedValue(\.selectedRecipe, recipe)
        .focusedSceneValue(\.selectedRecipe, recipe)
        .listItemTint(.orange)
        .selectionDisabled()
        .menuActionDismissBehavior(.disabled)
        .labelsVisibility(.visible)
        .hoverEffectDisabled()
        .defaultHoverEffect(.highlight)
        .textEditorStyle(.plain)
        .submitScope()
        .onCopyCommand { [NSItemProvider(object: recipe.name as NSString)] }
        .onPasteCommand(of: [.plainText]) { _ in }
        .onExitCommand { showsSteps = false }
        .onMoveCommand { direction in if direction == .down { showsSteps = true } }
        .onPlayPauseCommand { showsSteps.toggle() }
        .onDeleteCommand { }
        .focusSection()
        .toolbarBackgroundVisibility(.visible, for: .navigationBar)
        .onAppear { titleFocused = true }
    }
}

struct RecipeMacApp: App {
    var body: some Scene {
        WindowGroup {
            RecipeCardRoot()
        }
        .windowToolbarStyle(.unifiedCompact(showsTitle: false))
    }
}
