import DisplayList
import SwiftUI
import Testing

/// SwiftUI's state property wrappers as a team's file writes them: `@State` and its `$`
/// bindings, `@Binding` in a child, `@StateObject`/`@ObservedObject`/`@EnvironmentObject`
/// over Combine's `ObservableObject`, `@Observable` models through `@Environment(Model.self)`
/// and `@Bindable`. A still shows each at the value it holds.
@Suite @MainActor struct StateWrapperTests {
    struct Counter: View {
        @State private var count = 3
        @State private var name = "Ada"
        @State private var selection: String?
        var body: some View {
            VStack {
                Text("\(count)")
                Text(name)
                Text(selection ?? "none")
                NameField(name: $name)
            }
        }
    }

    struct NameField: View {
        @Binding var name: String
        var body: some View { Text("field: " + name) }
    }

    @Test func stateIsDrawnAtItsValueAndBindingsReadIt() {
        #expect(layout(Counter()).texts == ["3", "Ada", "none", "field: Ada"])
    }

    @Test func aBindingWritesThroughToItsState() {
        let state = State(wrappedValue: 1)
        let binding = state.projectedValue
        binding.wrappedValue = 5
        #expect(state.wrappedValue == 5)
        state.wrappedValue = 7
        #expect(binding.wrappedValue == 7)
    }

    struct Settings { var name = "Ada"; var volume = 0.5 }

    @Test func bindingsToPropertiesOptionalsAndConstants() {
        let state = State(wrappedValue: Settings())
        let name = state.projectedValue.name
        name.wrappedValue = "Grace"
        #expect(state.wrappedValue.name == "Grace" && state.wrappedValue.volume == 0.5)
        let constant = Binding.constant(42)
        constant.wrappedValue = 1
        #expect(constant.wrappedValue == 42, "a constant ignores writes, as in SwiftUI")
        let optional = State<Int?>(wrappedValue: nil)
        #expect(Binding(optional.projectedValue) == nil)
        optional.wrappedValue = 9
        let unwrapped = Binding(optional.projectedValue)
        #expect(unwrapped?.wrappedValue == 9)
        unwrapped?.wrappedValue = 10
        #expect(optional.wrappedValue == 10)
        let widened = Binding<Int?>(state.projectedValue.name.projectedValue.wrappedValue.count == 5 ? Binding.constant(5) : Binding.constant(0))
        #expect(widened.wrappedValue == 5)
    }

    final class Profile: ObservableObject {
        @Published var name = "Ada"
        @Published var streak = 12
    }

    struct ProfileScreen: View {
        @StateObject private var owned = Profile()
        @EnvironmentObject var shared: Profile
        var body: some View {
            VStack {
                Text(owned.name)
                Text("\(shared.streak) days")
                Editor(profile: shared)
            }
        }
    }

    struct Editor: View {
        @ObservedObject var profile: Profile
        var body: some View { Text("editing " + profile.name) }
    }

    @Test func observableObjectsFromTheViewAndTheEnvironment() {
        let shared = Profile()
        shared.name = "Grace"
        shared.streak = 30
        #expect(layout(ProfileScreen().environmentObject(shared)).texts == ["Ada", "30 days", "editing Grace"])
        // `$profile.name` is a binding into the object.
        let editor = ObservedObject(wrappedValue: shared)
        editor.projectedValue.name.wrappedValue = "Hopper"
        #expect(shared.name == "Hopper")
    }

    @Observable final class Library {
        var title = "Swift"
        var count = 2
    }

    struct Shelf: View {
        @Environment(Library.self) private var library
        @Environment(Library.self) private var optional: Library?
        var body: some View {
            VStack {
                Text(library.title)
                Text(optional == nil ? "missing" : "present")
                Retitle(library: library)
            }
        }
    }

    struct Retitle: View {
        @Bindable var library: Library
        var body: some View { Text("\(library.count) books") }
    }

    @Test func observableModelsThroughTheEnvironment() {
        let library = Library()
        library.title = "Linux"
        #expect(layout(Shelf().environment(library)).texts == ["Linux", "present", "2 books"])
        let bindable = Bindable(library)
        bindable.projectedValue.count.wrappedValue = 3
        #expect(library.count == 3)
    }

    struct OptionalOnly: View {
        @Environment(Library.self) private var library: Library?
        var body: some View { Text(library?.title ?? "no library") }
    }

    @Test func anOptionalModelIsNilWithoutAnAncestor() {
        #expect(layout(OptionalOnly()).texts == ["no library"])
        #expect(layout(OptionalOnly().environment(Library?.none)).texts == ["no library"])
    }
}
