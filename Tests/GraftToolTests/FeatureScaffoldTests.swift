import Testing

@testable import GraftEditing

/// The names `graft new` accepts and the source it writes, without a package.
@Suite struct FeatureScaffoldTests {
    @Test(arguments: [
        ("profile", "Profile"),
        ("user-profile", "UserProfile"),
        ("User Profile", "UserProfile"),
        ("Profile_2", "Profile2"),
    ])
    func refusesANameThatIsNotAnUpperCamelCaseIdentifier(name: String, suggestion: String) {
        #expect(throws: ScaffoldError.invalidName(name, suggestion: suggestion)) {
            try FeatureScaffold(name: name, parent: "Home", isViewable: false)
        }
    }

    @Test(arguments: ["", "2Fast", "-", "Café"])
    func refusesANameWithoutASuggestionWhenNoneIsAnIdentifier(name: String) {
        #expect(throws: ScaffoldError.invalidName(name, suggestion: nil)) {
            try FeatureScaffold(name: name, parent: "Home", isViewable: false)
        }
    }

    @Test func explainsTheRefusalInOneLineWithTheSuggestion() {
        let error = ScaffoldError.invalidName("profile", suggestion: "Profile")
        #expect(
            error.description
                == "'profile' is not a feature name; use an UpperCamelCase Swift identifier (letters and digits, "
                + "starting with a capital letter), such as 'Profile'")
        #expect(error.isUsageError)
    }

    @Test func refusesANameEndingInTheNameOfOneOfItsParts() {
        #expect(throws: ScaffoldError.nameEndsInRole("ProfileComponent", role: "Component")) {
            try FeatureScaffold(name: "ProfileComponent", parent: "Home", isViewable: false)
        }
        #expect(
            ScaffoldError.nameEndsInRole("ProfileRouter", role: "Router").description.hasSuffix(
                "name the feature 'Profile'"))
    }

    @Test func refusesAFeatureThatIsItsOwnParent() {
        #expect(throws: ScaffoldError.sameAsParent("Home")) {
            try FeatureScaffold(name: "Home", parent: "HomeComponent", isViewable: false)
        }
    }

    @Test func acceptsTheParentByFeatureOrComponentName() throws {
        let byFeature = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        let byComponent = try FeatureScaffold(name: "Profile", parent: "HomeComponent", isViewable: false)
        #expect(byFeature == byComponent)
        #expect(byComponent.parentComponent == "HomeComponent")
        #expect(
            byComponent.parentConformanceFile
                == ScaffoldFile(
                    path: "HomeComponent+Profile.swift", contents: "extension HomeComponent: ProfileDependency {}\n"))
    }

    @Test func writesAViewControllerOnlyForAViewableFeature() throws {
        let plain = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        let viewable = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: true)
        let parts = ["Component", "Builder", "Interactor", "Router"]
        #expect(plain.featureFiles.map(\.path) == parts.map { "Profile\($0).swift" })
        #expect(viewable.featureFiles.map(\.path) == (parts + ["ViewController"]).map { "Profile\($0).swift" })
        #expect(!plain.featureFiles.contains { $0.contents.contains("ViewControllable") })
        #expect(viewable.declaredTypes.contains("ProfileViewControllable"))
        #expect(!plain.declaredTypes.contains("ProfileViewControllable"))
    }

    @Test func declaresEveryTypeItListsAsDeclared() throws {
        for isViewable in [false, true] {
            let scaffold = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: isViewable)
            let source = scaffold.featureFiles.map(\.contents).joined()
            for type in scaffold.declaredTypes {
                #expect(
                    source.contains("protocol \(type):") || source.contains("final class \(type):"),
                    "\(type) is not declared")
            }
        }
    }

    @Test func passesTheComponentToTheRouter() throws {
        let plain = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: false)
        let viewable = try FeatureScaffold(name: "Profile", parent: "Home", isViewable: true)
        let builder = { (scaffold: FeatureScaffold) in scaffold.featureFiles[1].contents }
        #expect(builder(plain).contains("return ProfileRouter(interactor: interactor, component: component)"))
        #expect(
            builder(viewable).contains(
                "return ProfileRouter(interactor: interactor, viewController: viewController, component: component)"))
    }

    @Test(arguments: ["Ab", "Profile", "Notifications", "LandmarkDetailsOverview", "AVeryLongFeatureNameOfThirty"])
    func keepsEveryLineWithinOneHundredTwentyColumns(name: String) throws {
        let scaffold = try FeatureScaffold(name: name, parent: "LoggedInHome", isViewable: true)
        for file in scaffold.featureFiles + [scaffold.testFile(module: "LoggedInHomeFeature")] {
            for line in file.contents.split(separator: "\n") {
                #expect(line.count <= 120, "\(file.path): \(line)")
            }
        }
    }

    @Test func wrapsALongInheritanceClauseTheWaySwiftFormatDoes() throws {
        let scaffold = try FeatureScaffold(name: "Notifications", parent: "Home", isViewable: true)
        let lines = scaffold.featureFiles[2].contents.split(separator: "\n").map(String.init)
        let start = try #require(lines.firstIndex { $0.hasPrefix("final class NotificationsInteractor") })
        #expect(
            Array(lines[start...].prefix(3)) == [
                "final class NotificationsInteractor: PresentableInteractor<NotificationsPresentable>, "
                    + "NotificationsInteractable,",
                "    NotificationsPresentableListener",
                "{",
            ])
    }

    @Test func namesTheParentsPropertyInLowerCamelCase() throws {
        #expect(FeatureScaffold.lowerCamelCase("Profile") == "profile")
        #expect(FeatureScaffold.lowerCamelCase("URLLoader") == "urlLoader")
        #expect(FeatureScaffold.lowerCamelCase("ABC2") == "abc2")
        let hint = try FeatureScaffold(name: "URLLoader", parent: "Home", isViewable: false).wiringHint
        #expect(hint.contains("let urlLoader = urlLoaderBuilder.build(withListener: interactor)"))
        #expect(hint.split(separator: "\n").count == 4)
    }

    @Test func namesTheBuildableWithoutAnArticleThatDoesNotFit() throws {
        let hint = try FeatureScaffold(name: "About", parent: "Settings", isViewable: false).wiringHint
        #expect(hint.contains("to SettingsRouter, which keeps it as its AboutBuildable\n"))
    }

    @Test func spellsGenericArgumentsAsTheExampleDoes() throws {
        let scaffold = try FeatureScaffold(name: "About", parent: "Settings", isViewable: true)
        let source = scaffold.featureFiles.map(\.contents).joined()
        for spelling in [
            "Component<AboutDependency>", "Builder<AboutDependency>", "PresentableInteractor<AboutPresentable>",
            "ViewableRouter<AboutInteractable, AboutViewControllable>",
        ] {
            #expect(source.contains(spelling), "\(spelling)")
        }
        #expect(!source.contains("<any "))
    }
}
